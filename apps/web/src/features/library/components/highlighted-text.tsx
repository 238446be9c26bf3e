import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { localizeNumberText } from '../lib/localize-digits';
import { wordMatches } from '../lib/match';

/**
 * Marks the words of `text` that match the query terms; built from text nodes, never from HTML. Words are matched
 * as written and shown with the UI language's digits.
 */
export function HighlightedText({ text, terms }: { text: string; terms: string[] }) {
  const { i18n } = useTranslation();
  const shown = (part: string) => localizeNumberText(part, i18n.resolvedLanguage);
  if (terms.length === 0) return <>{shown(text)}</>;
  const parts = text.split(/(\s+)/);
  return (
    <>
      {parts.map((part, i) =>
        part.trim() && wordMatches(part, terms) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order.
          <mark key={i} className="rounded bg-gold-200 px-0.5 text-fg dark:bg-gold-800/70">
            {shown(part)}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <Fragment key={i}>{shown(part)}</Fragment>
        ),
      )}
    </>
  );
}
