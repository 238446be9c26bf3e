import Markdown from 'react-markdown';
import { Link } from 'react-router';
import { rehypeLocalizeDigits } from '../lib/localize-digits';
import { safeExternalUrl } from '../lib/text';

/**
 * Lazy chunk (react-markdown loads with the guide page only). No raw HTML is rendered: react-markdown drops it
 * by default, and links are either in-app routes or http(s) addresses.
 */
export default function GuideMarkdown({ source, lng }: { source: string; lng: string | undefined }) {
  return (
    <Markdown
      rehypePlugins={[[rehypeLocalizeDigits, { lng }]]}
      components={{
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
