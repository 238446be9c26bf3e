import { localizeDigits } from '@/lib/format';

type HastNode = { type: string; value?: string; children?: HastNode[] };

/** Arabic-Indic digits (and ٬ ٫ between them) in Arabic text: "8,000" → "٨٬٠٠٠". */
export function localizeNumberText(text: string, lng: string | undefined): string {
  if (!lng?.startsWith('ar')) return text;
  return localizeDigits(text.replace(/(?<=\d),(?=\d{3})/g, '٬').replace(/(?<=\d)\.(?=\d)/g, '٫'), lng);
}

/** A rehype plugin: the guide's text nodes get the UI language's digits; links and code are left alone. */
export function rehypeLocalizeDigits(options: { lng: string | undefined }) {
  const walk = (node: HastNode & { tagName?: string }) => {
    if (node.type === 'text' && node.value) node.value = localizeNumberText(node.value, options.lng);
    if (node.tagName === 'code' || node.tagName === 'pre') return;
    for (const child of node.children ?? []) walk(child);
  };
  return (tree: HastNode) => walk(tree);
}
