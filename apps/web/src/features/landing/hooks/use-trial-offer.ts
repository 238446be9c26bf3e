import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { usePublicConfig } from '@/lib/public-config';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * What the landing page promises of the free trial, in the words of the mode the server runs: a number of
 * questions within a window, or minutes of chat. Until the server says (and in the prerendered page, built before
 * any server is known) the wording holds for either mode.
 */
export function useTrialOffer(): string {
  const { t, i18n } = useTranslation('landing');
  const { trial } = usePublicConfig();
  const lng = i18n.resolvedLanguage;
  if (!trial) return t('cta.benefits.trial');
  const minutes = Math.max(1, Math.round(trial.durationMs / MINUTE_MS));
  if (trial.messagesLimit === null) {
    return t('cta.benefits.trialMinutes', { count: minutes, number: formatNumber(minutes, lng) });
  }
  const hours = trial.durationMs / HOUR_MS;
  const duration = Number.isInteger(hours)
    ? t('cta.benefits.hours', { count: hours, number: formatNumber(hours, lng) })
    : t('cta.benefits.minutes', { count: minutes, number: formatNumber(minutes, lng) });
  return t('cta.benefits.trialWindow', {
    count: trial.messagesLimit,
    number: formatNumber(trial.messagesLimit, lng),
    duration,
  });
}
