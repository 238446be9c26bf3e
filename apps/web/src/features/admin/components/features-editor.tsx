import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form-field';
import { formatNumber } from '@/lib/format';

/** A plan's feature list in one language: one line each, added and removed in place. */
export function FeaturesEditor({
  label,
  lang,
  value,
  onChange,
  max,
}: {
  label: string;
  lang: 'ar' | 'en';
  value: string[];
  onChange: (next: string[]) => void;
  max: number;
}) {
  const { t, i18n } = useTranslation('admin');
  const id = useId();
  const n = (index: number) => formatNumber(index + 1, i18n.resolvedLanguage);
  return (
    <fieldset className="space-y-2" lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
      <legend className="mb-1.5 text-sm font-medium text-fg">{label}</legend>
      <ol className="space-y-2">
        {value.map((feature, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows are positions in a list being typed into
          <li key={index} className="flex items-center gap-2">
            <input
              id={`${id}-${index}`}
              aria-label={t('plans.featureN', { n: n(index) })}
              dir={lang === 'ar' ? 'rtl' : 'ltr'}
              className={inputClass}
              value={feature}
              maxLength={200}
              onChange={(event) => onChange(value.map((f, i) => (i === index ? event.target.value : f)))}
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('plans.removeFeature', { n: n(index) })}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
            >
              <X aria-hidden="true" className="size-4" />
            </Button>
          </li>
        ))}
      </ol>
      <Button
        variant="outline"
        size="sm"
        disabled={value.length >= max}
        onClick={() => onChange([...value, ''])}
      >
        <Plus aria-hidden="true" className="size-4" />
        {t('plans.addFeature')}
      </Button>
    </fieldset>
  );
}
