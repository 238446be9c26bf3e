import Markdown from 'react-markdown';
import { Link } from 'react-router';
import remarkGfm from 'remark-gfm';
import { rehypeLocalizeDigits } from '../lib/localize-digits';
import { safeExternalUrl } from '../lib/text';

/**
 * Lazy chunk (react-markdown loads with the guide page only). No raw HTML is rendered: react-markdown drops it
 * by default, and links are either in-app routes or http(s) addresses. Guides use GitHub-flavoured tables (the
 * shares of heirs, fines by offence), which plain Markdown leaves as "| --- |" text.
 */
export default function GuideMarkdown({ source, lng }: { source: string; lng: string | undefined }) {
  return (
    <Markdown
      remarkPlugins={[remarkGfm]}
      rehypePlugins={[[rehypeLocalizeDigits, { lng }]]}
      components={{
        // A wide table scrolls inside its own box instead of widening the page on a phone.
        table: ({ children }) => (
          <div className="my-4 overflow-x-auto">
            <table className="w-full border-collapse text-sm">{children}</table>
          </div>
        ),
        th: ({ children }) => (
          <th className="border border-border bg-surface-2 px-3 py-2 text-start font-bold">{children}</th>
        ),
        td: ({ children }) => <td className="border border-border px-3 py-2 align-top">{children}</td>,
        a: ({ href, children }) => {
          if (href?.startsWith('/') && !href.startsWith('//')) return <Link to={href}>{children}</Link>;
          const url = safeExternalUrl(href);
          return url ? (
            <a href={url.href} target="_blank" rel="noopener noreferrer">
              {children}
            </a>
          ) : (
            <span>{children}</span>
          );
        },
      }}
    >
      {source}
    </Markdown>
  );
}
