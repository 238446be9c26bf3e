import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '@/lib/session';
import { startTrialOrScroll } from '../start-trial';

/** The hero primary button, also used by the CTA section. */
export function usePrimaryAction(): () => void {
  const { user } = useAuth();
  const navigate = useNavigate();
  return useCallback(() => {
    if (user) {
      navigate(user.subscriptionActive ? '/chat' : '/dashboard');
      return;
    }
    void startTrialOrScroll(navigate);
  }, [user, navigate]);
}
