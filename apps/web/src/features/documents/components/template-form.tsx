import type { DraftField, DraftFieldProblem, DraftTemplate } from '@mustashar/contracts';
import { FileDown, FileText } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DateFormField } from '@/components/ui/date-input';
import {
  Form,
  FormControl,
  FormError,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  type FormMessages,
} from '@/components/ui/form';
import { inputClass } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { saveFile, useDraftDocument } from '../api/drafting';
import { draftFormSchema, emptyValues } from '../lib/field-schema';

type Format = 'docx' | 'pdf';

/** A template's fields as a form; each download button sends the values and saves the file the server makes. */
export function TemplateForm({ template }: { template: DraftTemplate }) {
  const { t, i18n } = useTranslation('documents');
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'ar';
  const draft = useDraftDocument();
  // Which button sent the form: its click comes just before the submit.
  const format = useRef<Format>('pdf');
  const schema = useMemo(() => draftFormSchema(template.fields), [template.fields]);

  // The schema's message is the problem code; it is worded with the field's label and limits.
  const messages: FormMessages = Object.fromEntries(
    template.fields.map((field: DraftField) => [
      field.name,
      (issue: { message: string }) =>
        t(`problems.${issue.message as DraftFieldProblem}`, {
          label: field.label[lang],
          min: field.min === undefined ? undefined : formatNumber(field.min, lang),
          max: field.max === undefined ? undefined : formatNumber(field.max, lang),
          // The length limit is the counted noun's number ("٣٠٠ حرف"); the message picks its plural form by it.
          count: field.maxLength ?? 300,
          maxLength: formatNumber(field.maxLength ?? 300, lang),
          hint: field.patternHint?.[lang] ?? '',
        }),
    ]),
  );

  return (
    <Form
      schema={schema}
      defaultValues={emptyValues(template.fields)}
      messages={messages}
      onSubmit={async (values) => {
        const file = await draft.mutateAsync({
          templateId: template.id,
          fields: values,
          locale: lang,
          format: format.current,
        });
        saveFile(file);
      }}
      aria-label={template.title[lang]}
      className="space-y-5"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {template.fields.map((field) => {
          const wide = (field.maxLength ?? 0) > 200;
          const label = (
            <>
              {field.label[lang]}
              {field.required ? null : <span className="ms-1 text-xs text-muted">{t('optional')}</span>}
            </>
          );
          if (field.kind === 'date') {
            return (
              <DateFormField key={field.name} name={field.name} label={label} required={field.required} />
            );
          }
          return (
            <FormField
              key={field.name}
              name={field.name}
              render={({ field: bound }) => (
                <FormItem className={cn(wide && 'sm:col-span-2')}>
                  <FormLabel>{label}</FormLabel>
                  <FormControl>
                    {field.kind === 'select' ? (
                      <select {...bound} aria-required={field.required || undefined} className={inputClass}>
                        <option value="">{t('choose')}</option>
                        {field.options?.map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label[lang]}
                          </option>
                        ))}
                      </select>
                    ) : wide ? (
                      <textarea
                        {...bound}
                        rows={3}
                        dir="auto"
                        aria-required={field.required || undefined}
                        className={cn(inputClass, 'resize-y')}
                      />
                    ) : (
                      <input
                        {...bound}
                        type="text"
                        inputMode={
                          field.kind === 'number' || field.kind === 'money' || field.pattern
                            ? 'numeric'
                            : undefined
                        }
                        dir={field.kind === 'text' && !field.pattern ? 'auto' : 'ltr'}
                        aria-required={field.required || undefined}
                        className={cn(
                          inputClass,
                          field.kind !== 'text' || field.pattern ? 'text-start' : undefined,
                        )}
                      />
                    )}
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
          );
        })}
      </div>
      <FormError />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={draft.isPending} onClick={() => (format.current = 'pdf')}>
          {draft.isPending && format.current === 'pdf' ? (
            <Spinner />
          ) : (
            <FileDown aria-hidden="true" className="size-4" />
          )}
          {t('downloadPdf')}
        </Button>
        <Button
          type="submit"
          variant="outline"
          disabled={draft.isPending}
          onClick={() => (format.current = 'docx')}
        >
          {draft.isPending && format.current === 'docx' ? (
            <Spinner />
          ) : (
            <FileText aria-hidden="true" className="size-4" />
          )}
          {t('downloadDocx')}
        </Button>
      </div>
    </Form>
  );
}
