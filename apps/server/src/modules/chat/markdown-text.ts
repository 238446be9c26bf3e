import type { Nodes, Parent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';

/**
 * An answer's Markdown as the plain text a PDF or a spreadsheet cell shows: emphasis and heading marks gone, list
 * items on their own lines, a table's cells joined by " | ", and a link as its title followed by its address made
 * absolute against `baseUrl` ("النص الكامل: https://…/library/articles/…"), so a reader of the file can still open
 * it. Parsed by the same Markdown grammar the chat renders with, so nothing it shows as a link is lost here.
 */
export function markdownToText(markdown: string, baseUrl: string): string {
  const tree = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  return blocks(tree, baseUrl)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function absolute(url: string, baseUrl: string): string {
  try {
    return new URL(url, `${baseUrl}/`).href;
  } catch {
    return url;
  }
}

/** Block children, a blank line apart. */
function blocks(node: Parent, baseUrl: string): string {
  return node.children.map((child) => text(child, baseUrl)).join('\n\n');
}

function inline(node: Parent, baseUrl: string): string {
  return node.children.map((child) => text(child, baseUrl)).join('');
}

function text(node: Nodes, baseUrl: string): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
    case 'code':
      return node.value;
    case 'break':
      return '\n';
    case 'thematicBreak':
      return '—';
    case 'html':
    case 'image':
    case 'imageReference':
    case 'definition':
    case 'footnoteDefinition':
      return '';
    case 'link': {
      const title = inline(node, baseUrl).trim();
      const href = absolute(node.url, baseUrl);
      return title && title !== node.url ? `${title}: ${href}` : href;
    }
    case 'list':
      return node.children
        .map((item, i) => {
          const marker = node.ordered ? `${(node.start ?? 1) + i}. ` : '• ';
          return marker + blocks(item, baseUrl).replace(/\n\n/g, '\n');
        })
        .join('\n');
    case 'table':
      return node.children
        .map((row) => row.children.map((cell) => inline(cell, baseUrl).trim()).join(' | '))
        .join('\n');
    case 'root':
    case 'blockquote':
    case 'listItem':
      return blocks(node, baseUrl);
    default:
      return 'children' in node ? inline(node, baseUrl) : '';
  }
}
