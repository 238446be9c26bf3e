import type { AdminDiscountCode } from '@mustashar/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { PageMeta } from '@/components/ui/page-meta';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { formatDate, formatMoney, formatNumber } from '@/lib/format';
import { useAdminPlans, useDiscountCodes, useUpdateCode } from '../api/catalogue-api';
import { CodeForm } from '../components/code-form';
import { ConsoleError } from '../components/console-error';
import { RedemptionsList } from '../components/redemptions-list';

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; code: AdminDiscountCode }
  | { kind: 'redemptions'; code: AdminDiscountCode };

/** Discount codes (admin only, ADR 088): the list with their use, create and edit, pause and resume, redemptions. */
export function AdminCodesPage() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const lng = i18n.resolvedLanguage;
  const codes = useDiscountCodes();
  const plans = useAdminPlans();
  const toggle = useUpdateCode();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const planName = (id: number) => {
    const plan = plans.data?.plans.find((p) => p.id === id);
    return plan ? plan.displayNames[lng === 'en' ? 'en' : 'ar'] : String(id);
  };
  const n = (value: number) => formatNumber(value, lng);
  const day = (iso: string) => formatDate(iso, lng, { dateStyle: 'medium' });

  const pause = async (code: AdminDiscountCode) => {
    setNotice(null);
    try {
      await toggle.mutateAsync({ id: code.id, body: { active: !code.active } });
      setNotice({
        tone: 'success',
        text: t(code.active ? 'codes.paused' : 'codes.resumed', { code: code.code }),
      });
    } catch (err) {
      setNotice({ tone: 'error', text: err instanceof ApiError ? err.message : t('errors.save') });
    }
  };

  return (
    <div className="space-y-6">
      <PageMeta title={`${t('codes.title')} | ${t('common:app.name')}`} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-fg">{t('codes.title')}</h1>
        <Button onClick={() => setDialog({ kind: 'create' })}>{t('codes.new')}</Button>
      </div>
      {notice ? <FormAlert tone={notice.tone}>{notice.text}</FormAlert> : null}
      {codes.isError ? <ConsoleError error={codes.error} /> : null}
      {codes.isPending ? <Spinner className="size-6 text-primary" label={t('loading')} /> : null}
      {codes.data && codes.data.codes.length === 0 ? <p className="text-muted">{t('codes.none')}</p> : null}
      <ul className="space-y-3" data-testid="admin-codes">
        {(codes.data?.codes ?? []).map((code) => (
          <li
            key={code.id}
            className="space-y-2 rounded-2xl border border-border bg-surface p-4"
            data-testid="admin-code"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="text-lg font-bold text-fg">
                <bdi dir="ltr">{code.code}</bdi>{' '}
                <span className="text-sm font-normal text-muted">
                  {code.kind === 'percent'
                    ? t('codes.percentOff', { percent: n(code.value) })
                    : t('codes.amountOff', { amount: formatMoney(code.value, lng) })}
                </span>
              </h2>
              <span
                className={
                  code.active ? 'text-sm font-medium text-primary' : 'text-sm font-medium text-muted'
                }
              >
                {code.active ? t('codes.active') : t('codes.pausedState')}
              </span>
            </div>
            <p className="text-sm text-muted">
              {code.validFrom ? `${t('codes.fromDate', { date: day(code.validFrom) })} · ` : ''}
              {code.validTo ? `${t('codes.toDate', { date: day(code.validTo) })} · ` : ''}
              {code.planIds.length
                ? code.planIds.map(planName).join(t('listSeparator'))
                : t('codes.allPlans')}
            </p>
            <p className="text-sm text-fg" data-testid="code-usage">
              {t('codes.usage', {
                count: code.redemptions,
                formatted: n(code.redemptions),
                paid: n(code.paidRedemptions),
              })}{' '}
              ·{' '}
              {code.remaining === null
                ? t('codes.unlimited')
                : t('codes.remaining', { count: code.remaining, formatted: n(code.remaining) })}{' '}
              · {t('codes.perUserShort', { count: code.maxPerUser, formatted: n(code.maxPerUser) })}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                size="sm"
                onClick={() => setDialog({ kind: 'edit', code })}
                aria-label={`${t('codes.edit')}: ${code.code}`}
              >
                {t('codes.edit')}
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={toggle.isPending}
                onClick={() => void pause(code)}
                aria-label={`${code.active ? t('codes.pause') : t('codes.resume')}: ${code.code}`}
              >
                {code.active ? t('codes.pause') : t('codes.resume')}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setDialog({ kind: 'redemptions', code })}
                aria-label={`${t('codes.redemptions')}: ${code.code}`}
              >
                {t('codes.redemptions')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <Modal
        open={dialog !== null}
        onOpenChange={(open) => (open ? null : setDialog(null))}
        title={
          dialog?.kind === 'create'
            ? t('codes.new')
            : dialog?.kind === 'edit'
              ? t('codes.editTitle', { code: dialog.code.code })
              : dialog
                ? t('codes.redemptionsTitle', { code: dialog.code.code })
                : ''
        }
      >
        {dialog?.kind === 'redemptions' ? (
          <RedemptionsList codeId={dialog.code.id} />
        ) : dialog ? (
          <CodeForm
            code={dialog.kind === 'edit' ? dialog.code : null}
            plans={plans.data?.plans ?? []}
            onDone={(message) => {
              setDialog(null);
              setNotice({ tone: 'success', text: message });
            }}
          />
        ) : null}
      </Modal>
    </div>
  );
}
