import { AdminErrorCode } from '@mustashar/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { FormAlert } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** Where a console user without two-factor enrols it (the console refuses them until then). */
export const ENROL_PATH = '/dashboard/security';

/** To Security, with the server's reason said as the page changes, so the user knows why they are there. */
function ToEnrolment({ message }: { message: string }) {
  useEffect(() => {
    toast(message, 'warning');
  }, [message]);
  return <Navigate to={ENROL_PATH} replace />;
}

/** A console request's failure: no two-factor sends the user to enrol; anything else is said in place. */
export function ConsoleError({ error }: { error: unknown }) {
  const { t } = useTranslation('admin');
  if (error instanceof ApiError && error.code === AdminErrorCode.twoFactorRequired)
    return <ToEnrolment message={error.message} />;
  return <FormAlert>{error instanceof ApiError ? error.message : t('errors.load')}</FormAlert>;
}
