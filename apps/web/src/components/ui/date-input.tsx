import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { intlLocale, latinDigits, localizeDigits } from '@/lib/format';
import { FormDescription, FormField, FormItem, FormMessage, useFormField } from './form';
import { inputClass } from './form-field';

type Parts = { day: string; month: string; year: string };

const EMPTY: Parts = { day: '', month: '', year: '' };
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function partsOf(value: string): Parts {
  const match = ISO_DATE.exec(value.slice(0, 10));
  if (!match) return EMPTY;
  const [, year = '', month = '', day = ''] = match;
  return { day: String(Number(day)), month: String(Number(month)), year };
}

/**
 * The value the form gets: "" while nothing is typed, YYYY-MM-DD once the three parts are there, and anything else
 * (which no date rule accepts) while a part is missing, so a half-typed date is refused, not dropped.
 */
function isoOf({ day, month, year }: Parts): string {
  if (!day && !month && !year) return '';
  if (!day || !month || year.length !== 4) return `${year}-${month}-${day}`;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** Digits as typed in either script (٠-٩, ۰-۹ or 0-9), kept as Latin digits, at most `length` of them. */
function digitsOf(text: string, length: number): string {
  return latinDigits(text).replace(/\D/g, '').slice(0, length);
}

export interface DateInputProps {
  /** Given to the day, the first part, so a label pointing at the field lands there. */
  id?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  invalid?: boolean;
  required?: boolean;
  describedBy?: string;
  /** A date of birth: the browser may fill it from the person's details. */
  birthday?: boolean;
}

/**
 * A Gregorian date typed as day, month and year in the page's language: the month by name ("مارس" / "March"),
 * day and year in the page's digits (Arabic-Indic in Arabic, either kind accepted as typed). The browser's own date
 * input shows its format and digits by the browser's locale (mm/dd/yyyy in an Arabic page), not the page's.
 */
export function DateInput({
  id,
  value,
  onChange,
  onBlur,
  disabled,
  invalid,
  required,
  describedBy,
  birthday,
}: DateInputProps) {
  const { t, i18n } = useTranslation('common');
  const lng = i18n.resolvedLanguage;
  const ownId = useId();
  const dayId = id ?? `${ownId}-day`;
  const [parts, setParts] = useState<Parts>(() => partsOf(value));

  // A value set from outside (the saved profile loading, a reset) replaces what is shown.
  useEffect(() => {
    setParts((shown) => (isoOf(shown) === value ? shown : partsOf(value)));
  }, [value]);

  const months = useMemo(() => {
    // The Gregorian calendar in every language (an Arabic Saudi locale may otherwise name Hijri months).
    const base = intlLocale(lng);
    const format = new Intl.DateTimeFormat(
      base.includes('-u-') ? `${base}-ca-gregory` : `${base}-u-ca-gregory`,
      {
        month: 'long',
        timeZone: 'UTC',
      },
    );
    return Array.from({ length: 12 }, (_, i) => format.format(Date.UTC(2000, i, 1)));
  }, [lng]);

  const update = (change: Partial<Parts>) => {
    const next = { ...parts, ...change };
    setParts(next);
    onChange(isoOf(next));
  };

  const common = {
    disabled,
    onBlur,
    'aria-invalid': invalid || undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy,
  };
  const digitsPart = (part: 'day' | 'year', partId: string, length: number) => (
    <DatePart id={partId} label={t(`form.date.${part}`)}>
      <input
        {...common}
        id={partId}
        type="text"
        inputMode="numeric"
        autoComplete={birthday ? `bday-${part}` : 'off'}
        dir="ltr"
        value={localizeDigits(parts[part], lng)}
        onChange={(e) => update({ [part]: digitsOf(e.target.value, length) })}
        className={cn(inputClass, 'px-2 text-center')}
      />
    </DatePart>
  );

  return (
    <div className="grid grid-cols-[4.5rem_minmax(0,1fr)_6rem] gap-2">
      {digitsPart('day', dayId, 2)}
      <DatePart id={`${ownId}-month`} label={t('form.date.month')}>
        <select
          {...common}
          id={`${ownId}-month`}
          autoComplete={birthday ? 'bday-month' : 'off'}
          value={parts.month}
          onChange={(e) => update({ month: e.target.value })}
          className={cn(inputClass, 'px-2')}
        >
          <option value="">{t('form.date.chooseMonth')}</option>
          {months.map((name, i) => (
            <option key={name} value={String(i + 1)}>
              {name}
            </option>
          ))}
        </select>
      </DatePart>
      {digitsPart('year', `${ownId}-year`, 4)}
    </div>
  );
}

/** One part of a date with its own small label above it. */
function DatePart({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs text-muted">
        {label}
      </label>
      {children}
    </div>
  );
}

/** The parts of a date field: its legend names the group, each part has its own label. */
function DateFieldset({
  label,
  hint,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  children: (ids: { invalid: boolean; describedBy?: string }) => ReactNode;
}) {
  const { error, descriptionId, messageId } = useFormField();
  const describedBy = [hint ? descriptionId : null, error ? messageId : null].filter(Boolean).join(' ');
  return (
    <fieldset aria-describedby={describedBy || undefined}>
      <legend className="mb-1.5 block text-sm font-medium text-fg">{label}</legend>
      {children({ invalid: Boolean(error), describedBy: describedBy || undefined })}
      {hint ? <FormDescription>{hint}</FormDescription> : null}
      <FormMessage />
    </fieldset>
  );
}

/** A labelled date bound to the form field `name` (YYYY-MM-DD, or "" when left empty). */
export function DateFormField<TValues extends FieldValues = FieldValues>({
  name,
  label,
  hint,
  className,
  disabled,
  required,
  birthday,
}: {
  name: FieldPath<TValues>;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  disabled?: boolean;
  required?: boolean;
  birthday?: boolean;
}) {
  return (
    <FormField<TValues>
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <DateFieldset label={label} hint={hint}>
            {({ invalid, describedBy }) => (
              <DateInput
                value={(field.value as string | null | undefined) ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                disabled={disabled}
                required={required}
                invalid={invalid}
                describedBy={describedBy}
                birthday={birthday}
              />
            )}
          </DateFieldset>
        </FormItem>
      )}
    />
  );
}
