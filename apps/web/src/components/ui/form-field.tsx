import { VERIFICATION } from '@mustashar/contracts';
import { type ReactNode, useId } from 'react';
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

/** Keeps digits only, at most a code's length (6), so a pasted "123 456" still works. */
export function cleanCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, VERIFICATION.codeLength);
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
