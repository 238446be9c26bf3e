import { searchMatches } from '@mustashar/contracts';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

/**
 * A conversation opened from the history search marks the search's terms in its messages. The terms travel by
 * context, so the message components read them without a prop through every level.
 */
const SearchTermsContext = createContext<readonly string[]>([]);

export function SearchTermsProvider({ terms, children }: { terms: readonly string[]; children: ReactNode }) {
  return <SearchTermsContext.Provider value={terms}>{children}</SearchTermsContext.Provider>;
}

export function useSearchTerms(): readonly string[] {
  return useContext(SearchTermsContext);
}

/** Readable on both themes (dark text on amber), and a border for forced colours. */
export const MARK_CLASS =
  'rounded-sm bg-amber-200 px-0.5 text-slate-950 outline outline-1 outline-transparent dark:bg-amber-300';

/** Plain text with the search's matches in `<mark>`. */
export function HighlightedText({ text }: { text: string }) {
  const terms = useSearchTerms();
  const ranges = useMemo(() => searchMatches(text, terms), [text, terms]);
  if (ranges.length === 0) return text;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={start} className={MARK_CLASS} data-search-match="">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}

type HastNode = {
  type: string;
  value?: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
};

function mark(node: HastNode, terms: readonly string[]) {
  if (!node.children || node.tagName === 'mark') return;
  node.children = node.children.flatMap((child): HastNode[] => {
    if (child.type !== 'text' || !child.value) {
      mark(child, terms);
      return [child];
    }
    const value = child.value;
    const ranges = searchMatches(value, terms);
    if (ranges.length === 0) return [child];
    const out: HastNode[] = [];
    let at = 0;
    for (const [start, end] of ranges) {
      if (start > at) out.push({ type: 'text', value: value.slice(at, start) });
      out.push({
        type: 'element',
        tagName: 'mark',
        properties: { className: MARK_CLASS.split(' '), dataSearchMatch: '' },
        children: [{ type: 'text', value: value.slice(start, end) }],
      });
      at = end;
    }
    if (at < value.length) out.push({ type: 'text', value: value.slice(at) });
    return out;
  });
}

/** A rehype plugin marking the terms in a Markdown answer's text (links, lists and tables included). */
export function rehypeMarkTerms(terms: readonly string[]) {
  return () => (tree: HastNode) => mark(tree, terms);
}
