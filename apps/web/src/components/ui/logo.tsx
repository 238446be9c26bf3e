import { cn } from '@/lib/cn';

/** Our mark: a shield (protection) with a check (a sound answer), teal with a gold edge. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      className={cn('size-9 shrink-0', className)}
    >
      <rect width="64" height="64" rx="14" fill="#0f6a5c" />
      <path
        d="M32 12l15 6v11c0 10-6.4 18.6-15 22-8.6-3.4-15-12-15-22V18z"
        fill="none"
        stroke="#ebc45d"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path
        d="M24 33l6 6 11-12"
        fill="none"
        stroke="#fff"
        strokeWidth="4.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
