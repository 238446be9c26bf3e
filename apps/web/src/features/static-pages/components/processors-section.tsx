import type { Processor } from '@mustashar/contracts';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '@/lib/public-config';

/**
 * The privacy policy's list of outside services that receive personal data, read from this server's
 * configuration, so the page never names a processor the server does not use (ADR 100).
 */
export function ProcessorsSection() {
  const { t } = useTranslation('pages');
  const { processors } = usePublicConfig();
  if (processors === null) return null;
  const where = (p: Processor) =>
    p.location ? t('processors.location', { location: p.location }) : t('processors.noLocation');
  return (
    <section aria-labelledby="processors-title">
      <h2 id="processors-title">{t('processors.title')}</h2>
      {processors.length === 0 ? (
        <p>{t('processors.none')}</p>
      ) : (
        <>
          <p>{t('processors.intro')}</p>
          <table>
            <thead>
              <tr>
                <th>{t('processors.columns.service')}</th>
                <th>{t('processors.columns.purpose')}</th>
                <th>{t('processors.columns.where')}</th>
              </tr>
            </thead>
            <tbody>
              {processors.map((p) => (
                <tr key={`${p.purpose}-${p.name}`}>
                  <td>
                    <bdi>{p.name}</bdi> (<bdi dir="ltr">{p.host}</bdi>)
                  </td>
                  <td>{t(`processors.purposes.${p.purpose}`)}</td>
                  <td>{where(p)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
