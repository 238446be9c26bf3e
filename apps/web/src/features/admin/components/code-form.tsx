import type { AdminDiscountCode, AdminDiscountUpdate, AdminPlan } from '@mustashar/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormAlert, inputClass } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { latinDigits } from '@/lib/format';
import { useCreateCode, useUpdateCode } from '../api/catalogue-api';
import { halalasToRiyals, riyalsToHalalas, wholeNumber } from '../lib/riyals';

const RIYADH_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;

/** Dates are days in Riyadh (UTC+3), as on the command line: a start at its first moment, an end after its last. */
const dayOf = (iso: string | null, end: boolean) =>
  iso ? new Date(new Date(iso).getTime() + RIYADH_MS - (end ? 1 : 0)).toISOString().slice(0, 10) : '';
const momentOf = (day: string, end: boolean) =>
  day ? new Date(new Date(`${day}T00:00:00+03:00`).getTime() + (end ? DAY_MS : 0)).toISOString() : null;

type Draft = {
  code: string;
  kind: 'percent' | 'fixed';
  value: string;
  from: string;
  to: string;
  max: string;
  perUser: string;
  planIds: number[];
};

const draftOf = (code: AdminDiscountCode | null): Draft => ({
  code: code?.code ?? '',
  kind: code?.kind ?? 'percent',
  value: code ? (code.kind === 'percent' ? String(code.value) : halalasToRiyals(code.value)) : '',
  from: dayOf(code?.validFrom ?? null, false),
  to: dayOf(code?.validTo ?? null, true),
  max: code?.maxRedemptions ? String(code.maxRedemptions) : '',
  perUser: String(code?.maxPerUser ?? 1),
  planIds: code?.planIds ?? [],
});

type Parsed = {
  kind: 'percent' | 'fixed';
  value: number;
  validFrom: string | null;
  validTo: string | null;
  maxRedemptions: number | null;
  maxPerUser: number;
  planIds: number[];
};

/** The draft as the API takes it, or the locale key of what is wrong. */
function parse(draft: Draft): Parsed | { error: string } {
  const value = draft.kind === 'percent' ? wholeNumber(draft.value) : riyalsToHalalas(draft.value);
  if (value === null || value < 1 || (draft.kind === 'percent' && value > 100)) {
    return { error: draft.kind === 'percent' ? 'codes.errors.percent' : 'codes.errors.amount' };
  }
  const max = latinDigits(draft.max.trim()) === '' ? null : wholeNumber(draft.max);
  const perUser = wholeNumber(draft.perUser);
  if ((latinDigits(draft.max.trim()) !== '' && !max) || !perUser) return { error: 'codes.errors.limits' };
  return {
    kind: draft.kind,
    value,
    validFrom: momentOf(draft.from, false),
    validTo: momentOf(draft.to, true),
    maxRedemptions: max,
    maxPerUser: perUser,
    planIds: [...draft.planIds].sort((a, b) => a - b),
  };
}

/**
 * Creating a code, or editing one: its name never changes, and once someone holds it its kind and value stay
 * (the server refuses them too, ADR 088). Only what changed is sent, so the audit says what the operator did.
 */
export function CodeForm({
  code,
  plans,
  onDone,
}: {
  code: AdminDiscountCode | null;
  plans: AdminPlan[];
  onDone: (message: string) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const lng = i18n.resolvedLanguage;
  const create = useCreateCode();
  const update = useUpdateCode();
  const [initial] = useState(() => draftOf(code));
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const locked = code !== null && code.redemptions > 0;
  const ids = {
    code: useId(),
    kind: useId(),
    value: useId(),
    from: useId(),
    to: useId(),
    max: useId(),
    perUser: useId(),
  };
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parse(draft);
    if ('error' in parsed) {
      setError(t(parsed.error));
      return;
    }
    if (!code && !/^[A-Za-z0-9_-]{2,64}$/.test(draft.code.trim())) {
      setError(t('codes.errors.code'));
      return;
    }
    setError(null);
    try {
      if (!code) {
        const created = await create.mutateAsync({ code: draft.code.trim(), ...parsed });
        onDone(t('codes.created', { code: created.code }));
        return;
      }
      const before = parse(initial);
      const body: AdminDiscountUpdate = {};
      for (const key of Object.keys(parsed) as (keyof Parsed)[]) {
        if ('error' in before || JSON.stringify(before[key]) !== JSON.stringify(parsed[key])) {
          Object.assign(body, { [key]: parsed[key] });
        }
      }
      await update.mutateAsync({ id: code.id, body });
      onDone(t('codes.updated', { code: code.code }));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('errors.save'));
    }
  };

  const field = (id: string, label: string, input: React.ReactNode, hint?: string) => (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-fg">
        {label}
      </label>
      {input}
      {hint ? <p className="mt-1 text-xs text-muted">{hint}</p> : null}
    </div>
  );

  return (
    <form onSubmit={submit} className="space-y-4">
      {field(
        ids.code,
        t('codes.code'),
        <input
          id={ids.code}
          dir="ltr"
          className={inputClass}
          value={draft.code}
          disabled={code !== null}
          autoComplete="off"
          onChange={(event) => set({ code: event.target.value.toUpperCase() })}
        />,
        code ? undefined : t('codes.codeHint'),
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {field(
          ids.kind,
          t('codes.kind'),
          <select
            id={ids.kind}
            className={inputClass}
            value={draft.kind}
            disabled={locked}
            onChange={(event) => set({ kind: event.target.value === 'fixed' ? 'fixed' : 'percent' })}
          >
            <option value="percent">{t('codes.kinds.percent')}</option>
            <option value="fixed">{t('codes.kinds.fixed')}</option>
          </select>,
        )}
        {field(
          ids.value,
          draft.kind === 'percent' ? t('codes.percentValue') : t('codes.amountValue'),
          <input
            id={ids.value}
            dir="ltr"
            inputMode="decimal"
            className={inputClass}
            value={draft.value}
            disabled={locked}
            onChange={(event) => set({ value: event.target.value })}
          />,
        )}
      </div>
      {locked ? <p className="text-sm text-muted">{t('codes.lockedHint')}</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {field(
          ids.from,
          t('codes.from'),
          <input
            id={ids.from}
            type="date"
            dir="ltr"
            className={inputClass}
            value={draft.from}
            onChange={(event) => set({ from: event.target.value })}
          />,
          t('codes.fromHint'),
        )}
        {field(
          ids.to,
          t('codes.to'),
          <input
            id={ids.to}
            type="date"
            dir="ltr"
            className={inputClass}
            value={draft.to}
            onChange={(event) => set({ to: event.target.value })}
          />,
          t('codes.toHint'),
        )}
        {field(
          ids.max,
          t('codes.max'),
          <input
            id={ids.max}
            dir="ltr"
            inputMode="numeric"
            className={inputClass}
            value={draft.max}
            onChange={(event) => set({ max: event.target.value })}
          />,
          t('codes.maxHint'),
        )}
        {field(
          ids.perUser,
          t('codes.perUser'),
          <input
            id={ids.perUser}
            dir="ltr"
            inputMode="numeric"
            className={inputClass}
            value={draft.perUser}
            onChange={(event) => set({ perUser: event.target.value })}
          />,
        )}
      </div>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-fg">{t('codes.plans')}</legend>
        <p className="mb-2 text-xs text-muted">{t('codes.plansHint')}</p>
        <div className="flex flex-wrap gap-x-5 gap-y-1">
          {plans.map((plan) => (
            <label key={plan.id} className="flex min-h-11 items-center gap-2 text-sm text-fg">
              <input
                type="checkbox"
                className="size-5 accent-primary"
                checked={draft.planIds.includes(plan.id)}
                onChange={(event) =>
                  set({
                    planIds: event.target.checked
                      ? [...draft.planIds, plan.id]
                      : draft.planIds.filter((id) => id !== plan.id),
                  })
                }
              />
              {plan.displayNames[lng === 'en' ? 'en' : 'ar']}
            </label>
          ))}
        </div>
      </fieldset>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <Button type="submit" disabled={create.isPending || update.isPending}>
        {code ? t('codes.save') : t('codes.create')}
      </Button>
    </form>
  );
}
