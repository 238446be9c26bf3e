import { guideTerms } from '../ranking/guide-index.ts';
import { normalizeArabic, tokenize } from '../text/normalize.ts';
import { parseQuestion } from '../text/query.ts';
import { cut, MAX_QUOTE, type Paragraph, paragraphsOf, quoteOf, tidy } from './paragraphs.ts';

/**
 * The opening of an offline answer: the paragraph of the sources that answers the question, taken as written
 * (extractive — nothing is generated, so nothing can be invented). Paragraphs, items and sentences of the best
 * guide and the best articles (paragraphs.ts) compete on the question's words, each weighted by how rare it is
 * among these units (a word every unit has says nothing), with a bonus for a number when the question asks how
 * many, how much or how long — the key fact a layperson wants first.
 */

/**
 * A source's text; what it is about as a whole (a guide's title), whose words count for every sentence; and its
 * summary, written as the plain answer, whose sentences are preferred.
 */
export type LeadSource = { text: string; about?: string; summary?: string };
const SUMMARY_PREFERENCE = 1.25;
/**
 * The lead: its source's index; its text as one clean quote (`quote`, also the one entry of `sentences`); and,
 * for a numbered paragraph or item of an article, its label ("2", "1/2", "3/ب") and the labels from the top.
 */
export type Lead = { source: number; sentences: string[]; quote: string; label?: string; path?: string[] };

/** Words that ask for a quantity or a period, in both languages (normalised). */
const QUANTITY = new Set(['كم', 'مده', 'مدة', 'متي', 'نسبه', 'نسبة', 'how', 'many', 'much', 'long', 'when']);
const NUMBER =
  /\d|[٠-٩]|(?:^|\s)(?:ثلاث|اربع|أربع|خمس|ست|سبع|ثمان|تسع|عشر|ستين|تسعين|واحد|اثن|نصف|ربع|ثلث)|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|sixty|ninety|hundred|half|third|quarter)\b/i;
/** A question that asks for the penalty, and a unit that states one (normalised Arabic, English). */
const ASKS_PENALTY = /عقوب|غرام|يعاقب|جزاء|جزاءات|سجن|حبس|penalt|punish|\bfines?\b|\bfined\b|\bjail|prison/u;
// The sanction itself (a fine, prison), not "punishable", which every list of offences says.
const STATES_PENALTY = /غرام|يغرم|بالسجن|بالحبس|السجن|الحبس|\bfin(?:e|es|ed)\b|prison|\bjail/u;
/** A question that asks how long or by when, and a unit that states a period (a number and a unit of time). */
const ASKS_PERIOD =
  /(?:^|\s)(?:(?:ال)?مد[ةه]|خلال كم|كم (?:يوم|ايام|شهر|اشهر|سن[ةه]|سنوات|سنين|ساع[ةه]|ساعات|اسبوع))(?:\s|$)|how long|how many (?:days|weeks|months|years|hours)|deadline|time limit|how soon|how much time|\bstill (?:file|claim|sue|complain|object|appeal|ask)|too late|(?:^|\s)(?:تسمع|تسقط|يسقط|بعد مضي|بعد مرور)(?:\s|$)/u;
const STATES_PERIOD =
  /(?:\d+|[٠-٩]+|ثلاث|اربع|أربع|خمس|ست|سبع|ثمان|تسع|عشر|ستين|تسعين|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|sixty|ninety|hundred)\b)\S*\s+(?:\S+\s+)?(?:يوم|أيام|ايام|شهر|أشهر|اشهر|سنة|سنه|سنوات|ساعة|ساعات|أسبوع|اسبوع|أسابيع|days?\b|weeks?\b|months?\b|years?\b|hours?\b)|يومين|شهرين|سنتين|أسبوعين|ساعتين/iu;
/** A source that states the kind of fact asked (a penalty, a period) counts this much more: one that does not
 * cannot answer, however many of the question's other words it has. */
const ASKED_KIND = 3;
/** An article reference ("المادة ٨٥", "Article 85") is not a quantity. */
const ARTICLE_REFERENCE = /(?:المادة|المواد|مادة|articles?)\s*[\d٠-٩]+(?:\s*[،,و/-]\s*[\d٠-٩]+)*/gi;
const MAX_SENTENCE = 320;
const SHORT = 90;
/** How much a lesser source must out-score a better one for its sentence to lead: 1 + its rank × this. */
const SOURCE_RANK_DECAY = 0.5;

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

/** A text cut near the limit as a quote: at a sentence end, else at a clause marked "(…)"; no raw numbering. */
export function clip(sentence: string, max = MAX_SENTENCE): string {
  return tidy(cut(sentence.replace(/\s+/g, ' ').trim(), max));
}

/**
 * A stem without the imperfect prefix of a verb ("يصرف", "تصرف" → "صرف"), so a question's verb meets the
 * article's in another person; both sides are keyed alike.
 */
const key = (stem: string) => (/^[يتن][\u0621-\u064A]{3,}$/u.test(stem) ? stem.slice(1) : stem);
const termsOf = (text: string) => guideTerms(normalizeArabic(text)).map(key);

/**
 * The question's stems and their weights: its own words count whole; the words put in for them — the Arabic a
 * glossary gives an English question's phrases, the synonyms table's — count this much, so a generic translated
 * word ("workplace" → عمل) does not outweigh the asker's own word that the right unit alone has ("fine").
 */
const PUT_IN_WEIGHT = 0.5;
function questionStems(question: string): Map<string, number> {
  const parsed = parseQuestion(question);
  const english = parsed.english.length > 0;
  const weights = new Map<string, number>();
  const add = (text: string, weight: number) => {
    for (const t of termsOf(text)) weights.set(t, Math.max(weights.get(t) ?? 0, weight));
  };
  add(parsed.english.join(' '), 1);
  add(parsed.normalized, english ? PUT_IN_WEIGHT : 1);
  add(parsed.expansions.join(' '), PUT_IN_WEIGHT);
  return weights;
}

/** What kind of fact the question asks for: a number, a penalty, a period. */
type Asks = { quantity: boolean; penalty: boolean; period: boolean };

/** A quotable unit of a source, its quote and its terms. */
type Candidate = {
  source: number;
  unit: Paragraph;
  quote: string;
  summary: boolean;
  /** The unit's own words (with its introduction); those only its source's `about` has; and those only of the
   * paragraphs it refers to. */
  terms: Set<string>;
  described: Set<string>;
  referred: Set<string>;
  /** What the quote says, without its paragraph labels ("2-" is no quantity). */
  said: string;
  /** Whether the unit's source states a penalty, a period anywhere (the kind of fact asked: it picks the source;
   * the question's words pick the unit within it). */
  sourceStates: { penalty: boolean; period: boolean };
};
/** Words only in what the source is about count this much: they say what the source is about, and so for each of
 * its units alike; the unit's own words say which of them answers. */
const DESCRIBED_WEIGHT = 0.5;
/** A referred paragraph's words count this much: they explain the unit, they are not what it says. */
const REFERRED_WEIGHT = 0.25;

function scoreOf(
  candidate: Candidate,
  wanted: Map<string, number>,
  idf: (t: string) => number,
  asks: Asks,
): number {
  let score = 0;
  for (const t of candidate.terms) score += (wanted.get(t) ?? 0) * idf(t);
  for (const t of candidate.described) score += DESCRIBED_WEIGHT * (wanted.get(t) ?? 0) * idf(t);
  for (const t of candidate.referred) score += REFERRED_WEIGHT * (wanted.get(t) ?? 0) * idf(t);
  if (score === 0) return 0;
  if (candidate.summary) score *= SUMMARY_PREFERENCE;
  const said = candidate.said.replace(ARTICLE_REFERENCE, '');
  if (asks.quantity && NUMBER.test(said)) score *= 1.5;
  if (asks.penalty && candidate.sourceStates.penalty) score *= ASKED_KIND;
  if (asks.period && candidate.sourceStates.period) score *= ASKED_KIND;
  // A little for brevity, so a unit that only lists many things does not win on their number; and the
  // sources' own order (retrieval ranked them), so a lesser source wins only with a clearly better unit.
  return score / ((1 + candidate.quote.length / 1000) * (1 + SOURCE_RANK_DECAY * candidate.source));
}

/** Units of a source: its summary's (preferred) and its text's. */
function unitsOf(source: LeadSource): { unit: Paragraph; summary: boolean }[] {
  return [
    ...(source.summary ? paragraphsOf(source.summary).map((unit) => ({ unit, summary: true })) : []),
    ...paragraphsOf(source.text).map((unit) => ({ unit, summary: false })),
  ];
}

/**
 * The best paragraph of the sources for the question, quoted whole and clean (paragraphs.ts): a list item with
 * the sentence it hangs from, a rule with its exception, a referred paragraph's text; the next unit of the same
 * paragraph joins a short one. Null when no unit shares a word with the question. Earlier sources win ties:
 * they are ranked better.
 */
export function leadFor(question: string, sources: LeadSource[]): Lead | null {
  const wanted = questionStems(question);
  if (wanted.size === 0) return null;
  // "وكم يوم؟": the conjunction joined to a question word does not change what it asks.
  const normalized = normalizeArabic(question).replace(/(^|\s)[وف](?=(?:كم|متي|مد[ةه])(?:\s|$))/gu, '$1');
  const asks: Asks = {
    quantity: tokenize(normalized).some((w) => QUANTITY.has(w)),
    penalty: ASKS_PENALTY.test(normalized),
    period: ASKS_PERIOD.test(normalized),
  };
  const candidates: Candidate[][] = sources.map((source, index) => {
    const about = termsOf(source.about ?? '');
    const stated = normalizeArabic(
      [source.summary ?? '', source.text].join(' ').replace(ARTICLE_REFERENCE, ''),
    );
    const sourceStates = { penalty: STATES_PENALTY.test(stated), period: STATES_PERIOD.test(stated) };
    return unitsOf(source).map(({ unit, summary }) => {
      const quote = quoteOf(unit);
      const own = termsOf(quoteOf({ ...unit, references: [] }));
      // The source's title counts only for a unit that itself says something asked ("خطوات عملية:" does not).
      const terms = new Set(own);
      const described = new Set(own.some((t) => wanted.has(t)) ? about.filter((t) => !terms.has(t)) : []);
      const referred = new Set(
        termsOf((unit.references ?? []).map((r) => r.text).join(' ')).filter(
          (t) => !terms.has(t) && !described.has(t),
        ),
      );
      const said = [unit.intro, unit.text, ...(unit.items ?? []).map((i) => i.text)].join(' ');
      return { source: index, unit, quote, summary, terms, described, referred, said, sourceStates };
    });
  });
  const all = candidates.flat();
  // Counted on each unit's own text, so an introduction repeated before each of its items counts once.
  const df = new Map<string, number>();
  for (const c of all)
    for (const t of new Set(termsOf(c.unit.text))) if (wanted.has(t)) df.set(t, (df.get(t) ?? 0) + 1);
  // Rare words decide: the word only the matching case has (the monthly wage, not the weekly one) weighs most.
  const idf = (t: string) => Math.log(1 + all.length / Math.max(df.get(t) ?? all.length, 1));

  let best: { candidate: Candidate; score: number } | null = null;
  for (const candidate of all) {
    const score = scoreOf(candidate, wanted, idf, asks);
    if (score > 0 && (!best || score > best.score)) best = { candidate, score };
  }
  if (!best) return null;
  const { candidate } = best as { candidate: Candidate; score: number };
  let quote = candidate.quote;
  let path = candidate.summary ? [] : candidate.unit.path;
  // A short unit takes the next one: of the same paragraph, or the next paragraph at the same level (then the
  // lead names no single paragraph). Never a list item, which would need its introduction.
  const list = candidates[candidate.source]!;
  const next = list[list.indexOf(candidate) + 1];
  if (
    quote.length < SHORT &&
    next &&
    next.summary === candidate.summary &&
    !next.unit.intro &&
    // One that quotes this paragraph back through a reference would repeat it.
    !next.unit.references &&
    next.unit.path.length === candidate.unit.path.length &&
    quote.length + next.quote.length < MAX_QUOTE
  ) {
    quote = `${quote} ${next.quote}`;
    if (next.unit.path.join('/') !== path.join('/')) path = [];
  }
  return {
    source: candidate.source,
    sentences: [quote],
    quote,
    ...(path.length > 0 ? { label: path.join('/'), path } : {}),
  };
}
