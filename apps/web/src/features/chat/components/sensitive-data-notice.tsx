import { ShieldAlert } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePublicConfig } from '@/lib/public-config';

/**
 * Shown before the first question of a conversation: a legal question often carries sensitive personal data, so
 * say how it is processed and, when an outside model writes the answers, by whom and where (ADR 100).
 */
export function SensitiveDataNotice() {
  const { t } = useTranslation('chat');
  const { processors } = usePublicConfig();
  const model = processors?.find((p) => p.purpose === 'answers') ?? null;
  const how =
    processors === null
      ? null
      : model
        ? t(model.location ? 'privacyNotice.modelAt' : 'privacyNotice.model', {
            name: model.name,
            host: model.host,
            location: model.location,
          })
        : t('privacyNotice.local');
  return (
    <aside
      aria-label={t('privacyNotice.label')}
      className="mt-6 flex w-full gap-3 rounded-xl border border-border bg-surface-2 p-3 text-start text-xs leading-relaxed text-muted"
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <p>
        {t('privacyNotice.sensitive')} {how ? <bdi>{how}</bdi> : null}{' '}
        <Trans
          t={t}
          i18nKey="privacyNotice.more"
          components={{ privacy: <Link to="/privacy" className="font-medium text-primary underline" /> }}
        />
      </p>
    </aside>
  );
}
