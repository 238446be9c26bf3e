import { VERIFICATION } from '@mustashar/contracts';
import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export const inputClass =
  'block w-full min-h-11 rounded-xl border border-border bg-surface px-4 py-2.5 text-base text-fg shadow-sm ' +
  'placeholder:text-muted focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-ring ' +
  'disabled:cursor-not-allowed disabled:bg-surface-2 disabled:text-muted aria-[invalid=true]:border-red-600 ' +
  'dark:aria-[invalid=true]:border-red-400';

/** Addresses, numbers and dates read left to right in either language; everything else people type is free text. */
const LTR_INPUT_TYPES = new Set(['email', 'url', 'tel', 'password', 'number', 'date']);

/**
 * The direction of a typed-in value: free text follows its own first strong letter (an Arabic name in the English UI
 * stays right to left, with its full stops in place); while empty, index.css gives the placeholder the UI's direction.
 */
export function textDir(type: string | undefined): 'ltr' | 'auto' {
  return type && LTR_INPUT_TYPES.has(type) ? 'ltr' : 'auto';
}

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  error?: string | null;
  hint?: ReactNode;
}

/** A labelled input with an optional hint and error line wired through aria-describedby. */
export function TextField({ label, error, hint, className, ...props }: TextFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-fg">
        {label}
      </label>
      <input
        id={id}
        dir={textDir(props.type)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={inputClass}
        {...props}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Keeps digits only, at most a code's length (6), so a pasted "123 456" still works. */
export function cleanCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, VERIFICATION.codeLength);
}

interface CodeFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'type'> {
  value: string;
  onValueChange: (code: string) => void;
}

/** A 6-digit code (emailed or from an authenticator): digits only, left to right, offered by one-time-code autofill. */
export function CodeField({ value, onValueChange, ...props }: CodeFieldProps) {
  return (
    <TextField
      value={value}
      onChange={(e) => onValueChange(cleanCode(e.target.value))}
      onPaste={(e) => {
        e.preventDefault();
        onValueChange(cleanCode(e.clipboardData.getData('text')));
      }}
      inputMode="numeric"
      autoComplete="one-time-code"
      dir="ltr"
      {...props}
    />
  );
}

interface PasswordFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'type'> {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  labelAction?: ReactNode;
}

/** A password input with a show/hide button. */
export function PasswordField({ label, error, hint, labelAction, className, ...props }: PasswordFieldProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const [visible, setVisible] = useState(false);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-center justify-between gap-2">
        <label htmlFor={id} className="block text-sm font-medium text-fg">
          {label}
        </label>
        {labelAction}
      </div>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          dir="ltr"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={cn(inputClass, 'pe-12 text-start')}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t('form.hidePassword') : t('form.showPassword')}
          aria-pressed={visible}
          className="absolute inset-y-0 end-0 inline-flex w-11 items-center justify-center rounded-e-xl text-muted hover:text-fg"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'id'> {
  label: ReactNode;
}

export function Checkbox({ label, className, ...props }: CheckboxProps) {
  const id = useId();
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 cursor-pointer rounded border-border accent-primary"
        {...props}
      />
      <label htmlFor={id} className="cursor-pointer text-sm leading-relaxed text-fg">
        {label}
      </label>
    </div>
  );
}

/** The inline error line of a form (login and other forms show the message in place, not only in a toast). */
export function FormAlert({
  children,
  tone = 'error',
}: {
  children: ReactNode;
  tone?: 'error' | 'success' | 'info';
}) {
  if (!children) return null;
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-xl border p-3 text-sm',
        tone === 'error' &&
          'border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950/50 dark:text-red-200',
        tone === 'success' &&
          'border-emerald-300 bg-emerald-50 text-emerald-800 dark:border-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-200',
        tone === 'info' && 'border-border bg-surface-2 text-fg',
      )}
    >
      {children}
    </p>
  );
}

interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  description?: string;
  disabled?: boolean;
}

/** An on/off switch (role="switch") with its label and an optional description. */
export function Switch({ checked, onChange, label, description, disabled }: SwitchProps) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <div className="min-w-0">
        <p id={`${id}-label`} className="font-medium text-fg">
          {label}
        </p>
        {description ? (
          <p id={`${id}-desc`} className="mt-0.5 text-sm text-muted">
            {description}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-desc` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60',
          checked ? 'bg-primary' : 'bg-slate-300 dark:bg-slate-600',
        )}
      >
        <span
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-6 rtl:-translate-x-6' : 'translate-x-1 rtl:-translate-x-1',
          )}
        />
      </button>
    </div>
  );
}
