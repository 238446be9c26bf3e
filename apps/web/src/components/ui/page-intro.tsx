import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from './button';
import { PageMeta } from './page-meta';

interface PageIntroProps {
  title: string;
  body: string;
  icon?: ReactNode;
  /** Extra actions; home and pricing links are always offered. */
  actions?: ReactNode;
  showDefaultLinks?: boolean;
}

/** A page's title, a sentence about it and a way onward; used by pages whose full screens arrive later. */
export function PageIntro({ title, body, icon, actions, showDefaultLinks = true }: PageIntroProps) {
  const { t } = useTranslation('common');
  return (
    <div className="mx-auto max-w-xl py-6 text-center">
      <PageMeta title={`${title} | ${t('app.name')}`} description={body} />
      {icon ? (
        <span className="mx-auto mb-6 inline-flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-fg">
          {icon}
        </span>
      ) : null}
      <h1 className="text-2xl leading-tight font-bold text-fg sm:text-3xl">{title}</h1>
      <p className="mt-3 text-lg leading-relaxed text-muted">{body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {actions}
        {showDefaultLinks ? (
          <>
            <ButtonLink to="/" variant="outline">
              {t('actions.backHome')}
            </ButtonLink>
            <ButtonLink to="/pricing" variant="ghost">
              {t('actions.viewPricing')}
            </ButtonLink>
          </>
        ) : null}
      </div>
    </div>
  );
}
