import type { ReactNode } from 'react';

/** One figure of the console's overview pages: what it is, its value, and a line under it. Sits in a `<dl>`. */
export function FigureCard({
  label,
  value,
  note,
  testId,
}: {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  testId?: string;
}) {
  return (
    <div className="min-w-0 rounded-2xl border border-border bg-surface p-3 sm:p-4" data-testid={testId}>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 break-words text-xl font-bold text-fg sm:text-2xl">{value}</dd>
      {note ? <dd className="mt-1 text-sm text-muted">{note}</dd> : null}
    </div>
  );
}
