import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';

/** Last resort for a failed lazy chunk or a render error: say so and offer a reload. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  console.error(error);
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center p-6 text-center">
      <div className="max-w-md">
        <h1 className="text-2xl font-bold text-fg">{t('errors.routeTitle')}</h1>
        <p className="mt-3 text-muted">{t('errors.routeBody')}</p>
        <div className="mt-6 flex justify-center gap-3">
          <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
          <a href="/" className="inline-flex min-h-11 items-center px-4 font-medium text-primary underline">
            {t('actions.backHome')}
          </a>
        </div>
      </div>
    </main>
  );
}
