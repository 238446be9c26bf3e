import { zodResolver } from '@hookform/resolvers/zod';
import { type ContactRequest, ContactRequestSchema } from '@mustashar/contracts';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useSendContact } from '../api/send-contact';

type ContactInput = z.input<typeof ContactRequestSchema>;
type Field = 'name' | 'email' | 'subject' | 'message';

/** Translation keys for each field's failures (the schema's own messages are English-only). */
const MESSAGES: Record<Field, { small: string; big: string }> = {
  name: { small: 'contact.validation.nameMin', big: 'contact.validation.nameMax' },
  email: { small: 'contact.validation.email', big: 'contact.validation.email' },
  subject: { small: 'contact.validation.subjectMin', big: 'contact.validation.subjectMax' },
  message: { small: 'contact.validation.messageMin', big: 'contact.validation.messageMax' },
};

const inputClass =
  'block w-full rounded-xl border bg-surface px-4 py-3 text-base text-fg shadow-sm placeholder:text-muted ' +
  'focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-ring';

export function ContactForm() {
  const { t, i18n } = useTranslation('pages');
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ar';
  const mutation = useSendContact();
  const ids = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactInput, unknown, ContactRequest>({
    resolver: zodResolver(ContactRequestSchema, {
      error: (issue) => {
        const field = issue.path?.[0] as Field | undefined;
        if (!field || !(field in MESSAGES)) return undefined;
        return t(issue.code === 'too_big' ? MESSAGES[field].big : MESSAGES[field].small);
      },
    }),
    defaultValues: { name: '', email: '', subject: '', message: '', locale: lng },
  });

  const onSubmit = (values: ContactRequest) => {
    mutation.mutate(
      { ...values, locale: lng },
      {
        onSuccess: (response) => {
          toast.success(response.message || t('contact.sent'));
          reset({ name: '', email: '', subject: '', message: '', locale: lng });
        },
      },
    );
  };

  const serverError =
    mutation.error instanceof ApiError
      ? mutation.error.message
      : mutation.error
        ? t('common:errors.network')
        : null;

  const field = (name: Field, label: string, error: FieldError | undefined, multiline = false) => {
    const id = `${ids}-${name}`;
    const errorId = `${id}-error`;
    const common = {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
      className: cn(inputClass, error ? 'border-red-600 dark:border-red-400' : 'border-border'),
      ...register(name),
    };
    return (
      <div>
        <label htmlFor={id} className="mb-2 block text-sm font-medium text-fg">
          {label}
        </label>
        {multiline ? (
          <textarea rows={6} dir="auto" {...common} />
        ) : (
          <input
            type={name === 'email' ? 'email' : 'text'}
            autoComplete={name === 'email' ? 'email' : name === 'name' ? 'name' : 'off'}
            dir={name === 'email' ? 'ltr' : 'auto'}
            {...common}
          />
        )}
        {error?.message ? (
          <p id={errorId} className="mt-2 text-sm text-red-700 dark:text-red-300">
            {error.message}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        {field('name', t('contact.name'), errors.name)}
        {field('email', t('contact.email'), errors.email)}
      </div>
      {field('subject', t('contact.subject'), errors.subject)}
      {field('message', t('contact.message'), errors.message, true)}
      {serverError ? (
        <p
          role="alert"
          className="rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950/50 dark:text-red-200"
        >
          {serverError}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={mutation.isPending} className="w-full sm:w-auto">
        {mutation.isPending ? (
          <Spinner className="size-4" />
        ) : (
          <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        )}
        {mutation.isPending ? t('contact.sending') : t('contact.send')}
      </Button>
    </form>
  );
}
