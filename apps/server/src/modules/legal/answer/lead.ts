import { guideTerms } from '../ranking/guide-index.ts';
import { normalizeArabic, tokenize } from '../text/normalize.ts';
import { parseQuestion } from '../text/query.ts';

/**
 * The opening of an offline answer: the sentence of the sources that answers the question, taken as written
 * (extractive — nothing is generated, so nothing can be invented). Sentences of the best guide and the best
 * articles compete on the question's words, each weighted by how rare it is among these sentences (a word every
 * sentence has says nothing), with a bonus for a number when the question asks how many, how much or how long —
 * the key fact a layperson wants first.
 */

/**
 * A source's text; what it is about as a whole (a guide's title), whose words count for every sentence; and its
 * summary, written as the plain answer, whose sentences are preferred.
 */
export type LeadSource = { text: string; about?: string; summary?: string };
const SUMMARY_PREFERENCE = 1.25;
/** "عدلت هذه المادة بموجب … لتقرأ:" before an amended wording: the wording is the sentence. */
const AMENDMENT_PREAMBLE = /^(?:عدلت|عُدلت|تم تعديل|أضيفت|اضيفت)[^:]{0,200}:\s*["«“]?/;
export type Lead = { source: number; sentences: string[] };

/** Words that ask for a quantity or a period, in both languages (normalised). */
const QUANTITY = new Set(['كم', 'مده', 'مدة', 'متي', 'نسبه', 'نسبة', 'how', 'many', 'much', 'long', 'when']);
const NUMBER =
  /\d|[٠-٩]|(?:^|\s)(?:ثلاث|اربع|أربع|خمس|ست|سبع|ثمان|تسع|عشر|ستين|تسعين|واحد|اثن|نصف|ربع|ثلث)|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|sixty|ninety|hundred|half|third|quarter)\b/i;
/** An article reference ("المادة ٨٥", "Article 85") is not a quantity. */
const ARTICLE_REFERENCE = /(?:المادة|المواد|مادة|articles?)\s*[\d٠-٩]+(?:\s*[،,و-]\s*[\d٠-٩]+)*/gi;
const MAX_SENTENCE = 320;
const SHORT = 90;
/** How much a lesser source must out-score a better one for its sentence to lead: 1 + its rank × this. */
const SOURCE_RANK_DECAY = 1;

/** A source's sentences: split at full stops, question marks, Arabic semicolons, line breaks and numbered items
 * (not at a Latin semicolon, which English texts use inside parentheses). */
export function sentencesOf(text: string): string[] {
  return text
    .replace(/\r/g, '')
    .split(/(?<=[.!?؟؛])\s+|\n+|\s+(?=(?:\d+|[٠-٩]+|[أ-ي])\s*[-–)]\s)/u)
    .map((s) =>
      s
        .replace(/\s+/g, ' ')
        .replace(/^[-*•]\s+/, '')
        .trim(),
    )
    .filter((s) => s.length >= 12 && /\p{L}/u.test(s));
}

/** The sentence cut at a word near the limit, marked as cut. */
export function clip(sentence: string, max = MAX_SENTENCE): string {
  if (sentence.length <= max) return sentence;
  const cut = sentence.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max * 0.7))}…`;
}

function questionStems(question: string): Set<string> {
  const parsed = parseQuestion(question);
  const words = [parsed.normalized, ...parsed.english, ...parsed.expansions].join(' ');
  return new Set(guideTerms(normalizeArabic(words)));
}

/**
 * The best sentence of the sources for the question (and the next one when it is short), or null when no
 * sentence shares a word with the question. Earlier sources win ties: they are ranked better.
 */
export function leadFor(question: string, sources: LeadSource[]): Lead | null {
  const wanted = questionStems(question);
  if (wanted.size === 0) return null;
  const asksQuantity = tokenize(normalizeArabic(question)).some((w) => QUANTITY.has(w));
  const summaries = sources.map((s) => (s.summary ? sentencesOf(s.summary).length : 0));
  const split = sources.map((s) =>
    sentencesOf(s.summary ? `${s.summary}\n${s.text}` : s.text).map((x) =>
      x.replace(AMENDMENT_PREAMBLE, '').replace(/["»”]$/, ''),
    ),
  );
  const stems = split.map((list, source) => {
    const about = guideTerms(normalizeArabic(sources[source]!.about ?? ''));
    return list.map((s) => new Set([...guideTerms(normalizeArabic(s)), ...about]));
  });
  const all = stems.flat();
  const df = new Map<string, number>();
  for (const set of all) for (const t of set) if (wanted.has(t)) df.set(t, (df.get(t) ?? 0) + 1);
  const idf = (t: string) => Math.log(1 + all.length / (df.get(t) ?? all.length));

  let best: { source: number; index: number; score: number } | null = null;
  split.forEach((list, source) => {
    list.forEach((sentence, index) => {
      let score = 0;
      for (const t of stems[source]![index]!) if (wanted.has(t)) score += idf(t);
      if (score === 0) return;
      if (index < summaries[source]!) score *= SUMMARY_PREFERENCE;
      if (asksQuantity && NUMBER.test(sentence.replace(ARTICLE_REFERENCE, ''))) score *= 1.5;
      // A little for brevity, so a sentence that only lists many things does not win on their number; and the
      // sources' own order (retrieval ranked them), so a lesser source wins only with a clearly better sentence.
      score /= (1 + sentence.length / 1000) * (1 + SOURCE_RANK_DECAY * source);
      if (!best || score > best.score) best = { source, index, score };
    });
  });
  if (!best) return null;
  const { source, index } = best as { source: number; index: number; score: number };
  const first = split[source]![index]!;
  const next = split[source]![index + 1];
  const sentences = [clip(first)];
  if (first.length < SHORT && next) sentences.push(clip(next));
  return { source, sentences };
}
