import { DraftingErrorCode, type DraftTemplateId } from '@mustashar/contracts';
import { FilePenLine } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageMeta } from '@/components/ui/page-meta';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useTemplates } from '../api/drafting';
import { ReviewPanel } from '../components/review-panel';
import { TemplateForm } from '../components/template-form';

/** /dashboard/documents: draft a document from a template, or review a contract (subscribers; the shell gates it). */
export function DocumentsPage() {
  const { t, i18n } = useTranslation('documents');
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'ar';
  const ids = useId();
  const templates = useTemplates();
  const [chosen, setChosen] = useState<DraftTemplateId | null>(null);
  const list = templates.data?.templates ?? [];
  const template = list.find((x) => x.id === chosen) ?? null;

  return (
    <div className="space-y-6">
      <PageMeta title={`${t('title')} | ${t('common:app.name')}`} description={t('subtitle')} />
      <div>
        <h1 className="text-2xl leading-tight font-bold text-fg sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-muted">{t('subtitle')}</p>
      </div>

      <Card aria-labelledby={`${ids}-draft`}>
        <h2 id={`${ids}-draft`} className="flex items-center gap-2 text-xl font-bold text-fg">
          <FilePenLine aria-hidden="true" className="size-5 text-primary" />
          {t('draft.title')}
        </h2>
        <p className="mt-1 text-muted">{t('draft.body')}</p>
        {templates.isPending ? (
          <div className="mt-4 text-primary">
            <Spinner label={t('common:a11y.loading')} />
          </div>
        ) : templates.error ? (
          <div
            role="alert"
            className="mt-4 flex flex-wrap items-center gap-3 text-sm text-red-700 dark:text-red-300"
          >
            {templates.error instanceof ApiError ? templates.error.message : t('common:errors.network')}
            {/* A plan without Documents: the way on is a plan that has them, not trying again. */}
            {templates.error instanceof ApiError && templates.error.code === DraftingErrorCode.notInPlan ? (
              <ButtonLink to="/dashboard/packages" variant="outline" size="sm">
                {t('comparePlans')}
              </ButtonLink>
            ) : (
              <Button variant="outline" size="sm" onClick={() => void templates.refetch()}>
                {t('retry')}
              </Button>
            )}
          </div>
        ) : (
          <fieldset className="mt-4">
            <legend className="mb-2 text-sm font-medium text-fg">{t('draft.pick')}</legend>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {list.map((item) => (
                <label
                  key={item.id}
                  className={cn(
                    'flex cursor-pointer flex-col gap-1 rounded-xl border p-4 text-start has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                    chosen === item.id
                      ? 'border-primary bg-primary-soft'
                      : 'border-border hover:bg-surface-2',
                  )}
                >
                  <span className="flex items-center gap-2 font-semibold text-fg">
                    <input
                      type="radio"
                      name={`${ids}-template`}
                      value={item.id}
                      checked={chosen === item.id}
                      aria-labelledby={`${ids}-${item.id}-title`}
                      aria-describedby={`${ids}-${item.id}-description`}
                      onChange={() => setChosen(item.id)}
                      className="size-4 accent-primary"
                    />
                    <span id={`${ids}-${item.id}-title`}>{item.title[lang]}</span>
                  </span>
                  <span id={`${ids}-${item.id}-description`} className="text-sm text-muted">
                    {item.description[lang]}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {template ? (
          <div className="mt-6 border-t border-border pt-6">
            <h3 className="mb-4 text-lg font-bold text-fg">{template.title[lang]}</h3>
            <TemplateForm key={template.id} template={template} />
            <p className="mt-4 text-xs text-muted">{t('draft.disclaimer')}</p>
          </div>
        ) : null}
      </Card>

      <ReviewPanel />
    </div>
  );
}
