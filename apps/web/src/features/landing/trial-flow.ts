import { TRIAL } from '@mustashar/contracts/constants';
import type { NavigateFunction } from 'react-router';
import { startOrResumeTrial } from '@/lib/api/trial';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';

/**
 * POST /api/trial/start (the server sets the device, chat-session and counter cookies and owns the count), then
 * success → /chat; 440 → the server's message (or the default trial-ended text) and /#pricing; 451 →
 * /trial-blocked; any other failure → /chat (the chat itself then reports what is wrong).
 */
export async function startTrial(navigate: NavigateFunction): Promise<void> {
  try {
    await startOrResumeTrial();
  } catch (error) {
    if (error instanceof ApiError && error.status === TRIAL.endedStatus) {
      const message =
        typeof error.body.message === 'string' && error.body.message
          ? error.body.message
          : i18n.t('common:trial.ended');
      toast.error(message);
      navigate('/#pricing');
      return;
    }
    if (error instanceof ApiError && error.status === TRIAL.vpnStatus) {
      navigate('/trial-blocked');
      return;
    }
  }
  navigate('/chat');
}
