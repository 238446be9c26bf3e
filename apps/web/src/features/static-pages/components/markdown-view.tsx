import Markdown from 'react-markdown';
import { Link } from 'react-router';

/** Lazy chunk: react-markdown only loads with the static pages. Internal links stay in the SPA. */
export default function MarkdownView({ source }: { source: string }) {
  return (
    <Markdown
      components={{
        a: ({ href, children }) =>
          href?.startsWith('/') ? (
            <Link to={href}>{children}</Link>
          ) : (
            <a href={href} target="_blank" rel="noopener noreferrer">
              {children}
            </a>
          ),
      }}
    >
      {source}
    </Markdown>
  );
}
