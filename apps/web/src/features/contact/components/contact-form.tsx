import { ContactRequestSchema } from '@mustashar/contracts';
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  Form,
  FormError,
  type FormMessages,
  FormSubmit,
  TextareaFormField,
  TextFormField,
} from '@/components/ui/form';
import { toast } from '@/lib/toast';
import { useSendContact } from '../api/send-contact';

/** Each field's failures: too short (or empty) and too long. */
const MESSAGES: FormMessages = {
  name: { too_small: 'pages:contact.validation.nameMin', too_big: 'pages:contact.validation.nameMax' },
  email: 'pages:contact.validation.email',
  subject: {
    too_small: 'pages:contact.validation.subjectMin',
    too_big: 'pages:contact.validation.subjectMax',
  },
  message: {
    too_small: 'pages:contact.validation.messageMin',
    too_big: 'pages:contact.validation.messageMax',
  },
};

export function ContactForm() {
  const { t, i18n } = useTranslation('pages');
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ar';
  const mutation = useSendContact();
  const empty = { name: '', email: '', subject: '', message: '', locale: lng } as const;

  return (
    <Form
      schema={ContactRequestSchema}
      defaultValues={empty}
      messages={MESSAGES}
      onSubmit={async (values, form) => {
        const response = await mutation.mutateAsync({ ...values, locale: lng });
        toast.success(response.message || t('contact.sent'));
        form.reset(empty);
      }}
      className="space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextFormField name="name" label={t('contact.name')} autoComplete="name" />
        <TextFormField name="email" label={t('contact.email')} type="email" autoComplete="email" />
      </div>
      <TextFormField name="subject" label={t('contact.subject')} autoComplete="off" />
      <TextareaFormField name="message" label={t('contact.message')} rows={6} />
      <FormError />
      <FormSubmit size="lg" className="w-full sm:w-auto" pending={t('contact.sending')}>
        <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t('contact.send')}
      </FormSubmit>
    </Form>
  );
}
