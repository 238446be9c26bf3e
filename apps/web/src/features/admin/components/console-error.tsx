import { AdminErrorCode } from '@mustashar/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { FormAlert } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';

/** Where a console user without two-factor enrols it (the console refuses them until then). */
export const ENROL_PATH = '/dashboard/security?from=admin';

/** A console request's failure: no two-factor sends the user to enrol; anything else is said in place. */
export function ConsoleError({ error }: { error: unknown }) {
  const { t } = useTranslation('admin');
  if (error instanceof ApiError && error.code === AdminErrorCode.twoFactorRequired)
    return <Navigate to={ENROL_PATH} replace />;
  return <FormAlert>{error instanceof ApiError ? error.message : t('errors.load')}</FormAlert>;
}
