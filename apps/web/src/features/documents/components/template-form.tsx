import { zodResolver } from '@hookform/resolvers/zod';
import type { DraftField, DraftFieldProblem, DraftTemplate } from '@mustashar/contracts';
import { FileDown, FileText } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { saveFile, useDraftDocument } from '../api/drafting';
import { type DraftValues, draftFormSchema, emptyValues } from '../lib/field-schema';

type Format = 'docx' | 'pdf';

/** A template's fields as a form; each download button sends the values and saves the file the server makes. */
export function TemplateForm({ template }: { template: DraftTemplate }) {
  const { t, i18n } = useTranslation('documents');
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'ar';
  const ids = useId();
  const draft = useDraftDocument();
  const [format, setFormat] = useState<Format | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DraftValues>({
    resolver: zodResolver(draftFormSchema(template.fields)),
    defaultValues: emptyValues(template.fields),
  });

  const problemText = (field: DraftField, problem: string) =>
    t(`problems.${problem as DraftFieldProblem}`, {
      label: field.label[lang],
      min: field.min,
      max: field.max,
      maxLength: field.maxLength ?? 300,
      hint: field.patternHint?.[lang] ?? '',
    });

  const submit = (chosen: Format) =>
    handleSubmit((values) => {
      setFormat(chosen);
      draft.mutate(
        { templateId: template.id, fields: values, locale: lang, format: chosen },
        {
          onSuccess: saveFile,
          onError: (error) => {
            // The server names the field it refused: show its message beside that field.
            const name = error instanceof ApiError ? error.body.field : undefined;
            if (typeof name === 'string') setError(name, { type: 'server', message: error.message });
          },
        },
      );
    });

  const serverError =
    draft.error instanceof ApiError && typeof draft.error.body.field !== 'string'
      ? draft.error.message
      : draft.error && !(draft.error instanceof ApiError)
        ? t('common:errors.network')
        : null;

  return (
    <form noValidate onSubmit={submit('pdf')} aria-label={template.title[lang]} className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        {template.fields.map((field) => {
          const id = `${ids}-${field.name}`;
          const error = errors[field.name];
          const message = error?.message
            ? error.type === 'server'
              ? error.message
              : problemText(field, error.message)
            : null;
          const describedBy = message ? `${id}-error` : undefined;
          const common = {
            id,
            'aria-invalid': message ? true : undefined,
            'aria-describedby': describedBy,
            'aria-required': field.required || undefined,
            className: inputClass,
            ...register(field.name),
          };
          const wide = (field.maxLength ?? 0) > 200;
          return (
            <div key={field.name} className={cn(wide && 'sm:col-span-2')}>
              <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-fg">
                {field.label[lang]}
                {field.required ? null : <span className="ms-1 text-xs text-muted">{t('optional')}</span>}
              </label>
              {field.kind === 'select' ? (
                <select {...common}>
                  <option value="">{t('choose')}</option>
                  {field.options?.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label[lang]}
                    </option>
                  ))}
                </select>
              ) : wide ? (
                <textarea rows={3} dir="auto" {...common} className={cn(inputClass, 'resize-y')} />
              ) : (
                <input
                  type={field.kind === 'date' ? 'date' : 'text'}
                  inputMode={
                    field.kind === 'number' || field.kind === 'money' || field.pattern ? 'numeric' : undefined
                  }
                  dir={field.kind === 'text' && !field.pattern ? 'auto' : 'ltr'}
                  {...common}
                  className={cn(
                    inputClass,
                    field.kind !== 'text' || field.pattern ? 'text-start' : undefined,
                  )}
                />
              )}
              {message ? (
                <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700 dark:text-red-300">
                  {message}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      {serverError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {serverError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={draft.isPending}>
          {draft.isPending && format === 'pdf' ? (
            <Spinner />
          ) : (
            <FileDown aria-hidden="true" className="size-4" />
          )}
          {t('downloadPdf')}
        </Button>
        <Button variant="outline" disabled={draft.isPending} onClick={() => void submit('docx')()}>
          {draft.isPending && format === 'docx' ? (
            <Spinner />
          ) : (
            <FileText aria-hidden="true" className="size-4" />
          )}
          {t('downloadDocx')}
        </Button>
      </div>
    </form>
  );
}
