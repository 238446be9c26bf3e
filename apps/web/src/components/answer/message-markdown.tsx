import type { Citation } from '@mustashar/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import remarkGfm from 'remark-gfm';
import { cn } from '@/lib/cn';
import { rehypeIsolateArabic, startsInArabic } from './isolate-arabic';
import { linkCitations, safeUrl } from './safe-url';
import { rehypeMarkTerms, useSearchTerms } from './search-highlight';

const components: Components = {
  a: ({ href, children }) => {
    if (!href) return <span>{children}</span>;
    if (href.startsWith('/') || href.startsWith('#')) {
      return (
        <Link to={href} className="font-medium text-primary underline underline-offset-2">
          {children}
        </Link>
      );
    }
    return (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="font-medium text-primary underline underline-offset-2"
      >
        {children}
      </a>
    );
  },
  // A wide table scrolls sideways inside the answer (a phone's width) instead of widening the page; the keyboard
  // reaches the scroller too. The table stays a table (display: block on it would drop its semantics).
  table: ({ children }) => (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <div className="my-2 max-w-full overflow-x-auto rounded-lg" tabIndex={0} data-testid="answer-table">
      <table className="border-collapse">{children}</table>
    </div>
  ),
  // Answers never load images from elsewhere: the alternative text stands in.
  img: ({ alt }) => (alt ? <span>{alt}</span> : null),
};

/**
 * An answer as Markdown, safely: raw HTML is dropped, links are http(s) or same-site only, and `[n]` markers
 * link to the article of citation n.
 */
export function MessageMarkdown({ text, citations }: { text: string; citations: readonly Citation[] }) {
  const { i18n } = useTranslation();
  // Markers and list numbers follow the answer's language, which may differ from the page's.
  const arabic = startsInArabic(text);
  const source = useMemo(
    () =>
      linkCitations(
        text,
        citations.map((c) => c.url),
        arabic ? 'ar' : 'en',
      ),
    [text, citations, arabic],
  );
  const terms = useSearchTerms();
  const isolateArabic = !(i18n.resolvedLanguage === 'ar' && arabic);
  const rehypePlugins = useMemo(
    () => [
      ...(isolateArabic ? [rehypeIsolateArabic] : []),
      ...(terms.length > 0 ? [rehypeMarkTerms(terms)] : []),
    ],
    [isolateArabic, terms],
  );
  return (
    <div
      className={cn(
        'chat-markdown min-w-0 break-words text-[0.95rem] leading-relaxed [&_blockquote]:border-s-4 [&_blockquote]:border-border [&_blockquote]:ps-3 [&_blockquote]:text-muted [&_code]:rounded [&_code]:bg-surface-2 [&_code]:px-1 [&_h1]:mt-3 [&_h1]:text-lg [&_h1]:font-bold [&_h2]:mt-3 [&_h2]:text-base [&_h2]:font-bold [&_h3]:mt-2 [&_h3]:font-semibold [&_li]:my-1 [&_ol]:my-2 [&_ol]:ps-6 [&_p]:my-2 [&_p:first-child]:mt-0 [&_p:last-child]:mb-0 [&_pre]:my-2 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-surface-2 [&_pre]:p-3 [&_td]:border [&_td]:border-border [&_td]:px-2 [&_td]:py-1 [&_td]:align-top [&_th]:border [&_th]:border-border [&_th]:bg-surface-2 [&_th]:px-2 [&_th]:py-1 [&_th]:text-start [&_ul]:my-2 [&_ul]:list-disc [&_ul]:ps-6',
        // Numbered lists count in Arabic-Indic digits in an Arabic answer, as every other number in it does.
        arabic ? '[&_ol]:list-[arabic-indic]' : '[&_ol]:list-decimal',
      )}
    >
      <Markdown
        skipHtml
        // A model's answer may set figures side by side in a GitHub-flavoured table.
        remarkPlugins={[remarkGfm]}
        urlTransform={(url) => safeUrl(url)}
        components={components}
        // An answer in English (the English UI's, or one that opens in English on the Arabic UI) sets its Arabic
        // quotes apart; an Arabic answer on the Arabic UI is right to left throughout.
        // A search's terms are marked last, inside whatever the isolation made.
        rehypePlugins={rehypePlugins}
      >
        {source}
      </Markdown>
    </div>
  );
}
