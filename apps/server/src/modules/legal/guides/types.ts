/**
 * Plain-language guides we write ourselves. They are the built-in knowledge of the embedded
 * default and cite the statutes they rest on. Article texts are never copied here: guides are in our own words.
 */
export type GuideTopic =
  | 'employment'
  | 'renting'
  | 'consumer'
  | 'family'
  | 'companies'
  | 'cheques-debts'
  | 'cyber'
  | 'harassment'
  | 'traffic'
  | 'inheritance'
  | 'courts'
  | 'real-estate';

export type Bilingual = { ar: string; en: string };

export type GuideCitation = {
  /** The Arabic law title exactly as in the corpus, e.g. 'نظام العمل'. */
  lawTitle: string;
  /** Corpus law id, when the title alone is ambiguous or for a direct link. */
  lawId?: string;
  articles: number[];
  /** Arabic key words; each cited article's text or amendment notes must contain at least one (after normalisation). */
  about: string[];
};

export type Guide = {
  /** kebab-case, unique */
  id: string;
  topic: GuideTopic;
  title: Bilingual;
  /** 2–3 sentences: the answer a lay person needs first. */
  summary: Bilingual;
  /** Markdown, 150–350 words in each language. */
  body: Bilingual;
  citations: GuideCitation[];
  keywords: { ar: string[]; en: string[] };
};
