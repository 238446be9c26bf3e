import { Fragment } from 'react';
import { wordMatches } from '../lib/match';

/** Marks the words of `text` that match the query terms; built from text nodes, never from HTML. */
export function HighlightedText({ text, terms }: { text: string; terms: string[] }) {
  if (terms.length === 0) return <>{text}</>;
  const parts = text.split(/(\s+)/);
  return (
    <>
      {parts.map((part, i) =>
        part.trim() && wordMatches(part, terms) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order.
          <mark key={i} className="rounded bg-gold-200 px-0.5 text-fg dark:bg-gold-800/70">
            {part}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
