import { GOOGLE_NOT_REGISTERED_REDIRECT_MS } from '@mustashar/contracts/constants';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';

/**
 * Back from Google (or Apple) sign-in with `?google=not-registered[&email=]` (or `apple=`): warn, clear the query, and after 1600 ms
 * go to /register (with the email), replacing history.
 */
export function useGoogleReturn(): void {
  const { t } = useTranslation('common');
  const location = useLocation();
  const navigate = useNavigate();
  const handledKey = useRef<string | null>(null);
  const [pending, setPending] = useState<{ email: string | null } | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const notRegistered =
      params.get('google') === 'not-registered' || params.get('apple') === 'not-registered';
    if (!notRegistered || handledKey.current === location.key) return;
    handledKey.current = location.key;
    toast.warning(t('toasts.googleNotRegistered'));
    setPending({ email: params.get('email') });
    navigate({ pathname: location.pathname, search: '', hash: location.hash }, { replace: true });
  }, [location, navigate, t]);

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => {
      const target = pending.email ? `/register?email=${encodeURIComponent(pending.email)}` : '/register';
      navigate(target, { replace: true });
    }, GOOGLE_NOT_REGISTERED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [pending, navigate]);
}
