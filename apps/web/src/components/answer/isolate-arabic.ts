/**
 * English answers quote the statutes in Arabic. Inside a left-to-right paragraph an Arabic sentence's closing
 * punctuation and line breaks go to the wrong side unless the quote is a bidi isolate of its own, so this rehype
 * plugin wraps each text run that starts (first strong letter) in Arabic in a `<bdi>`, whose direction the browser
 * takes from that first letter. A quote (a sentence, not a name inside bold or a link) is also its own right-to-left
 * block, so it reads from the right edge and what follows it (the "Full text" link) starts a line of its own.
 * Arabic answers need none of it: their paragraphs are right to left already.
 */

type HastNode = {
  type: string;
  value?: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
};

const ARABIC_LETTERS = '\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF';
const ARABIC = new RegExp(`[${ARABIC_LETTERS}]`);
/** The first letter with a direction of its own: Latin or Arabic (digits and punctuation have none). */
const FIRST_STRONG = new RegExp(`[A-Za-z\u00C0-\u024F${ARABIC_LETTERS}]`);
/** Inline wrappers whose Arabic is a name or a phrase inside the English line, never a quote of its own. */
const INLINE = new Set(['a', 'b', 'bdi', 'code', 'del', 'em', 'i', 'pre', 'strong']);
/** Fewer words than this is a term in an English sentence ("under نظام العمل"), not a quoted sentence. */
const QUOTE_MIN_WORDS = 5;

export function startsInArabic(text: string): boolean {
  const first = FIRST_STRONG.exec(text)?.[0];
  return first !== undefined && ARABIC.test(first);
}

export function isQuote(run: string): boolean {
  return run.split(/\s+/).filter((word) => ARABIC.test(word)).length >= QUOTE_MIN_WORDS;
}

function isolate(node: HastNode) {
  if (!node.children || node.tagName === 'bdi' || node.tagName === 'code' || node.tagName === 'pre') return;
  const inline = node.tagName !== undefined && INLINE.has(node.tagName);
  node.children = node.children.flatMap((child) => {
    if (child.type === 'text' && child.value && startsInArabic(child.value)) {
      // Leading punctuation (": " after a bold law name) and trailing spaces stay in the English flow.
      const start = child.value.search(FIRST_STRONG);
      const end = child.value.trimEnd().length;
      const run = child.value.slice(start, end);
      const text = (value: string): HastNode => ({ type: 'text', value });
      const block = !inline && isQuote(run);
      return [
        ...(start > 0 ? [text(child.value.slice(0, start))] : []),
        {
          type: 'element',
          tagName: 'bdi',
          properties: block ? { dir: 'rtl', lang: 'ar', className: ['block', 'my-1', 'text-start'] } : {},
          children: [text(run)],
        },
        ...(end < child.value.length ? [text(child.value.slice(end))] : []),
      ];
    }
    isolate(child);
    return [child];
  });
}

export function rehypeIsolateArabic() {
  return (tree: HastNode) => isolate(tree);
}
