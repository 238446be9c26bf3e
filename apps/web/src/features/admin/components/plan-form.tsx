import { type AdminPlan, PLAN_TEXT_LIMITS } from '@mustashar/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormAlert, inputClass } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { formatMoney, formatNumber } from '@/lib/format';
import { useUpdatePlan } from '../api/catalogue-api';
import { halalasToRiyals, riyalsToHalalas } from '../lib/riyals';
import { FeaturesEditor } from './features-editor';

type Draft = {
  nameAr: string;
  nameEn: string;
  descriptionAr: string;
  descriptionEn: string;
  featuresAr: string[];
  featuresEn: string[];
  price: string;
  active: boolean;
};

const draftOf = (plan: AdminPlan): Draft => ({
  nameAr: plan.displayNames.ar,
  nameEn: plan.displayNames.en,
  descriptionAr: plan.descriptions.ar,
  descriptionEn: plan.descriptions.en,
  featuresAr: plan.features.ar,
  featuresEn: plan.features.en,
  price: halalasToRiyals(plan.priceCents),
  active: plan.active,
});

/** The first rule a draft breaks, as a locale key; the server checks the same and more. */
function problem(draft: Draft): string | null {
  const names = [draft.nameAr, draft.nameEn].map((n) => n.trim());
  if (names.some((n) => n === '')) return 'plans.errors.name';
  if (names.some((n) => n.length > PLAN_TEXT_LIMITS.name)) return 'plans.errors.nameLong';
  if ([draft.descriptionAr, draft.descriptionEn].some((d) => d.trim() === ''))
    return 'plans.errors.description';
  for (const list of [draft.featuresAr, draft.featuresEn]) {
    if (list.length === 0 || list.some((f) => f.trim() === '')) return 'plans.errors.features';
  }
  if (riyalsToHalalas(draft.price) === null) return 'plans.errors.price';
  return null;
}

/** One plan's edit form: Arabic and English side by side, the price in riyals, on sale or not (ADR 088). */
export function PlanForm({ plan, onDone }: { plan: AdminPlan; onDone: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const lng = i18n.resolvedLanguage;
  const update = useUpdatePlan(plan.id);
  const [draft, setDraft] = useState(() => draftOf(plan));
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const ids = {
    nameAr: useId(),
    nameEn: useId(),
    descriptionAr: useId(),
    descriptionEn: useId(),
    price: useId(),
    active: useId(),
  };
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setSaved(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const broken = problem(draft);
    if (broken) {
      setError(t(broken, { max: formatNumber(PLAN_TEXT_LIMITS.name, lng) }));
      return;
    }
    setError(null);
    try {
      const result = await update.mutateAsync({
        displayNames: { ar: draft.nameAr, en: draft.nameEn },
        descriptions: { ar: draft.descriptionAr, en: draft.descriptionEn },
        features: {
          ar: draft.featuresAr.map((f) => f.trim()),
          en: draft.featuresEn.map((f) => f.trim()),
        },
        priceCents: riyalsToHalalas(draft.price) ?? plan.priceCents,
        active: draft.active,
      });
      setDraft(draftOf(result));
      setSaved(t('plans.saved', { price: formatMoney(result.priceCents, lng) }));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('errors.save'));
    }
  };

  return (
    <form
      onSubmit={submit}
      className="space-y-5"
      aria-label={t('plans.editOf', { name: plan.displayNames[lng === 'en' ? 'en' : 'ar'] })}
    >
      <div className="grid gap-5 md:grid-cols-2">
        {(['ar', 'en'] as const).map((lang) => {
          const suffix = lang === 'ar' ? 'Ar' : 'En';
          const nameKey = `name${suffix}` as const;
          const descKey = `description${suffix}` as const;
          const featuresKey = `features${suffix}` as const;
          return (
            <section
              key={lang}
              aria-labelledby={`${ids.price}-${lang}`}
              className="space-y-4 rounded-xl border border-border p-4"
            >
              <h3 id={`${ids.price}-${lang}`} className="font-semibold text-fg">
                {t(`locales.${lang}`)}
              </h3>
              <div>
                <label htmlFor={ids[nameKey]} className="mb-1.5 block text-sm font-medium text-fg">
                  {t('plans.name')}
                </label>
                <input
                  id={ids[nameKey]}
                  lang={lang}
                  dir={lang === 'ar' ? 'rtl' : 'ltr'}
                  className={inputClass}
                  value={draft[nameKey]}
                  maxLength={PLAN_TEXT_LIMITS.name}
                  onChange={(event) => set({ [nameKey]: event.target.value })}
                />
              </div>
              <div>
                <label htmlFor={ids[descKey]} className="mb-1.5 block text-sm font-medium text-fg">
                  {t('plans.description')}
                </label>
                <textarea
                  id={ids[descKey]}
                  lang={lang}
                  dir={lang === 'ar' ? 'rtl' : 'ltr'}
                  rows={3}
                  className={inputClass}
                  value={draft[descKey]}
                  maxLength={PLAN_TEXT_LIMITS.description}
                  onChange={(event) => set({ [descKey]: event.target.value })}
                />
              </div>
              <FeaturesEditor
                label={t('plans.features')}
                lang={lang}
                value={draft[featuresKey]}
                max={PLAN_TEXT_LIMITS.features}
                onChange={(next) => set({ [featuresKey]: next })}
              />
            </section>
          );
        })}
      </div>
      <div className="flex flex-wrap items-end gap-5">
        <div className="basis-56">
          <label htmlFor={ids.price} className="mb-1.5 block text-sm font-medium text-fg">
            {t('plans.price')}
          </label>
          <input
            id={ids.price}
            dir="ltr"
            inputMode="decimal"
            className={inputClass}
            value={draft.price}
            aria-describedby={`${ids.price}-hint`}
            onChange={(event) => set({ price: event.target.value })}
          />
          <p id={`${ids.price}-hint`} className="mt-1 text-xs text-muted">
            {t('plans.priceHint')}
          </p>
        </div>
        <label htmlFor={ids.active} className="flex min-h-11 items-center gap-2 text-sm font-medium text-fg">
          <input
            id={ids.active}
            type="checkbox"
            className="size-5 accent-primary"
            checked={draft.active}
            onChange={(event) => set({ active: event.target.checked })}
          />
          {t('plans.onSale')}
        </label>
      </div>
      {error ? <FormAlert>{error}</FormAlert> : null}
      {saved ? <FormAlert tone="success">{saved}</FormAlert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={update.isPending}>
          {t('plans.save')}
        </Button>
        <Button variant="outline" onClick={onDone}>
          {t('plans.close')}
        </Button>
      </div>
    </form>
  );
}
