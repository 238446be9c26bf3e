const ARABIC_LETTER = /[\u0600-\u06FF]/;

/** Text written in Arabic script (statutes, Arabic titles): shown as an RTL Arabic block in the English UI. */
export function isArabicText(text: string): boolean {
  return ARABIC_LETTER.test(text);
}

/** `#article-77` / `#article-77-bis`: the anchor the server's article URLs point at. */
export function articleAnchor(number: number, bis: boolean): string {
  return `article-${number}${bis ? '-bis' : ''}`;
}

/** An imported link, only when it is http(s): the corpus is data, not something to trust with a `javascript:` URL. */
export function safeExternalUrl(value: string | null | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}
