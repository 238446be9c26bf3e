import { cn } from '@/lib/cn';

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  className?: string;
  as?: 'h1' | 'h2';
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  subtitle,
  className,
  as: Heading = 'h2',
}: SectionHeadingProps) {
  return (
    <div className={cn('mx-auto max-w-2xl text-center', className)}>
      {eyebrow ? (
        <p className="mb-3 text-sm font-bold tracking-wide text-accent-text uppercase">{eyebrow}</p>
      ) : null}
      <Heading id={id} className="text-3xl leading-tight font-bold text-balance text-fg sm:text-4xl">
        {title}
      </Heading>
      {subtitle ? <p className="mt-4 text-lg leading-relaxed text-pretty text-muted">{subtitle}</p> : null}
    </div>
  );
}
