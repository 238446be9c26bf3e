import type { AnchorHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/**
 * An email address that never breaks inside a word: left to right, and when the line is too short it wraps only
 * after the "@" ("support@" / "mustashar.sa"), never "support@mustas" / "har.sa".
 */
export function EmailText({ email, className }: { email: string; className?: string }) {
  const at = email.lastIndexOf('@');
  return (
    <span dir="ltr" className={cn('inline-block max-w-full break-normal [overflow-wrap:normal]', className)}>
      {at > 0 ? (
        <>
          {email.slice(0, at + 1)}
          <wbr />
          {email.slice(at + 1)}
        </>
      ) : (
        email
      )}
    </span>
  );
}

/** A mailto: link showing the address as EmailText does. */
export function EmailLink({
  email,
  className,
  ...props
}: { email: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'>) {
  return (
    <a
      href={`mailto:${email}`}
      dir="ltr"
      className={cn('break-normal [overflow-wrap:normal]', className)}
      {...props}
    >
      <EmailText email={email} />
    </a>
  );
}
