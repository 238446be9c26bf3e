/**
 * An article's (or a guide's) text as the units a reader would quote: numbered paragraphs ("1 -", "١-", "(2)",
 * "1/2 -", "أولاً:"), lettered items ("أ -", "ب)"), bullets and, inside them, sentences. A list item knows the
 * sentence it hangs from ("… في الحالات الآتية:"), a sentence that cannot stand alone ("فيعاقب…", "ومع ذلك…",
 * "So …") stays with the one before it, and a reference to another paragraph of the same article ("الفقرة (2) من
 * هذه المادة") carries that paragraph's text — so a quote read on its own says what the statute says.
 */

export type Reference = {
  /** As written in the unit ("الفقرة (2)", "البند (أ)", "الفقرة السابقة"). */
  phrase: string;
  /** The referred paragraph's text, numbering stripped. */
  text: string;
};

export type Paragraph = {
  /** Reading order among the article's units. */
  index: number;
  /** The paragraph or item label as printed, normalised ("2", "أ", "1/2", "ثانيًا"); none for unnumbered text. */
  label?: string;
  /** The labels from the article's top down to this unit (["1", "أ"]). */
  path: string[];
  /** The unit's own text: one sentence, or a few when the later ones need the first; numbering stripped. */
  text: string;
  /** For a list item: the sentence it hangs from, ending at its colon (and that sentence's own introduction). */
  intro?: string;
  /** For a sentence that introduces a list: the list's items. */
  items?: Paragraph[];
  /** Other paragraphs of the same article this unit refers to, with their text. */
  references?: Reference[];
};

/** Longest quote before it is cut at a sentence boundary. */
export const MAX_QUOTE = 400;
/** Longest text of a referred paragraph carried after a quote. */
const MAX_REFERENCE = 260;
const CUT = '(…)';

/** Connectives that need the previous sentence: a consequence ("فيعاقب", "فإن"), "in that case", "so". */
export const NEEDS_PREVIOUS = new RegExp(
  '^(?:' +
    [
      // ف + a particle or a verb ("فإن", "فيعاقب", "فتكون"), not a noun that starts with ف ("فترة", "فيما", "فندق").
      'ف(?:إن|ان|إذا|اذا|لا|له|لها|لهم|على|عليه|عليها|قد|كل|إنه|انه)(?!\\p{L})',
      'فلل\\p{L}{2,}',
      'ف(?!(?:يما|يه|يها|يهم|ني|يزا)(?!\\p{L})|تر[ةا]|توى|تا[وة]|تح|نية|ناد|ندق|يروس|يديو|يلم)[يتن]\\p{L}{2,}',
      'و?في\\s+(?:هذه|تلك)\\s+(?:الحالة|الحالات|الأحوال|الاحوال)',
      'و?(?:عندئذ|حينئذ)',
      'وعليه(?!\\p{L})',
      'وبناء\\s+على\\s+ذلك',
      'ولذلك',
      'وذلك(?!\\p{L})',
      'و?(?:ما|فيما)\\s+عدا\\s+ذلك',
      'وفي\\s+غير\\s+ذلك',
      'وخلاف\\s+ذلك',
      '(?:So|Then|Thus|Hence|Therefore|Otherwise|And|Or)\\b',
      'In\\s+(?:that|this|such\\s+an?|such)\\s+cases?\\b',
    ].join('|') +
    ')',
  'u',
);
/** An exception or proviso that qualifies the sentence before it: kept with that rule. */
export const EXCEPTION = new RegExp(
  '^(?:' +
    [
      'و?يستثن[ىي]\\s+من\\s+(?:ذلك|هذا|هذه)(?!\\p{L})',
      'و?استثناء\\s+من\\s+(?:ذلك|هذا|هذه)(?!\\p{L})',
      'و?مع\\s+ذلك',
      'على\\s+(?:أنه|انه|أن|ان|ألا|الا)(?!\\p{L})',
      'و?(?:إلا|الا)(?!\\p{L})',
      'و?(?:غير|بيد)\\s+(?:أن|ان|أنه|انه)(?!\\p{L})',
      '(?:However|But)\\b',
    ].join('|') +
    ')',
  'u',
);
/** A sentence that announces a list. */
const ANNOUNCES = /[:：]\s*["«“]?$/;

const ARABIC_DIGITS = /[٠-٩۰-۹]/g;
const latinDigits = (s: string) =>
  s.replace(ARABIC_DIGITS, (d) => {
    const code = d.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
/** Arabic list letters in abjad order (أبجد هوز حطي …) and in alphabetical order. */
const ABJAD = 'أ ب ج د هـ و ز ح ط ي ك ل م ن س ع ف ص ق ر ش ت ث خ ذ ض ظ غ'.split(' ');
const HIJAI = 'أ ب ت ث ج ح خ د ذ ر ز س ش ص ض ط ظ ع غ ف ق ك ل م ن هـ و ي'.split(' ');
const normalLetter = (l: string) => (l === 'ه' ? 'هـ' : l === 'جـ' ? 'ج' : l === 'ا' || l === 'إ' ? 'أ' : l);
const ORDINALS = ['أول', 'ثاني', 'ثالث', 'رابع', 'خامس', 'سادس', 'سابع', 'ثامن', 'تاسع', 'عاشر'];

type Kind = 'num' | 'sub' | 'letter' | 'latin' | 'ordinal' | 'bullet';
type Marker = { at: number; end: number; kind: Kind; label: string; rank: number; strong: boolean };

const LETTER = '(?:جـ|هـ|[أاإبجدهوزحطيكلمنسعفصقرشتثخذضظغ])';
const NUMBER = '[0-9٠-٩]{1,3}';
/** Candidate numbering: the kind is told by the group that matched. */
const MARKER = new RegExp(
  [
    `(?<sub>${NUMBER}\\s*/\\s*${NUMBER})\\s*[-–—)]`,
    `\\((?<pnum>${NUMBER})\\)(?:\\s*[-–—])?`,
    `(?<num>${NUMBER})\\s*(?<numSep>[-–—)]|\\.(?!\\d))`,
    `\\((?<pletter>${LETTER})\\)(?:\\s*[-–—])?`,
    `(?<letter>${LETTER})\\s*[-–—)]`,
    `\\((?<latin>[a-z])\\)`,
    `(?<ordinal>${ORDINALS.join('|')})(?:اً|ًا|ا)\\s*[:\\-–—)]`,
    `(?<bullet>[-*•])(?=\\s)`,
  ]
    .map((p) => `(?:${p})`)
    .join('|'),
  'gu',
);

/** Where the text has numbering that starts a paragraph or an item. */
function markersOf(text: string): Marker[] {
  const out: Marker[] = [];
  for (const m of text.matchAll(MARKER)) {
    const at = m.index;
    const after = text[at + m[0].length];
    if (after !== undefined && !/\s/.test(after)) continue;
    const before = text.slice(Math.max(0, at - 3), at);
    // Preceded by nothing but spaces since a line start, or by the end of a sentence or a colon.
    const lineStart = /(?:^|\n)[ \t]*$/.test(text.slice(Math.max(0, at - 20), at)) || at === 0;
    const afterStop = /[.:؛!?؟"”»]\s+$/.test(before);
    if (at > 0 && !/\s/.test(text[at - 1]!)) continue;
    const g = m.groups!;
    let kind: Kind;
    let label: string;
    let rank = 0;
    if (g.sub) {
      kind = 'sub';
      label = latinDigits(g.sub.replace(/\s+/g, ''));
    } else if (g.pnum ?? g.num) {
      kind = 'num';
      label = latinDigits((g.pnum ?? g.num)!);
      rank = Number(label);
      // "(2)" and "2." are too common in running text ("الفقرة (2)", "المادة 13.") to count mid-sentence.
      if ((g.pnum || g.numSep === '.') && !lineStart && !afterStop) continue;
    } else if (g.pletter ?? g.letter) {
      kind = 'letter';
      label = normalLetter((g.pletter ?? g.letter)!);
      rank = ABJAD.indexOf(label) + 1;
      if (g.pletter && !lineStart && !afterStop) continue;
    } else if (g.latin) {
      kind = 'latin';
      label = g.latin;
      rank = label.charCodeAt(0) - 96;
      if (!lineStart && !afterStop) continue;
    } else if (g.ordinal) {
      kind = 'ordinal';
      label = `${g.ordinal}ًا`;
      rank = ORDINALS.indexOf(g.ordinal) + 1;
    } else {
      kind = 'bullet';
      label = '';
      if (!lineStart) continue;
    }
    out.push({ at, end: at + m[0].length, kind, label, rank, strong: lineStart || afterStop });
  }
  // Mid-sentence numbering counts only when it continues a list ("… 1 - x، 2 - y").
  const kept: Marker[] = [];
  const last = new Map<Kind, Marker>();
  for (const m of out) {
    if (!m.strong && m.kind !== 'ordinal') {
      const prev = last.get(m.kind);
      if (!prev || !follows(prev, m)) continue;
    }
    kept.push(m);
    last.set(m.kind, m);
  }
  return kept;
}

function follows(prev: Marker, next: Marker): boolean {
  if (next.kind === 'letter') {
    return (
      ABJAD.indexOf(next.label) === ABJAD.indexOf(prev.label) + 1 ||
      HIJAI.indexOf(next.label) === HIJAI.indexOf(prev.label) + 1
    );
  }
  return next.rank === prev.rank + 1;
}

/** "عدلت هذه المادة بموجب … لتكون بالنص الآتي: "…"": the new wording is the text. */
const AMENDMENT_PREAMBLE =
  /(?:^|\n)[ \t]*-?\s*(?:عدلت|عُدلت|عُدِّلت|تم تعديل|أضيفت|اضيفت|أضيف|اضيف|إضافة|اضافة|صدر)[^\n]{0,300}?(?:الآتي|الآتى|الاتي|الأتي|التالي|كالآتي|كالتالي|يلي)\s*:\s*["«“(]?/gu;

function prepare(text: string): string {
  return (
    text
      .replace(/\r/g, '')
      .replace(/\u00a0/g, ' ')
      .replace(/[\u200b-\u200f\u2060\ufeff]|&zwnj;|&zwj;|&lrm;|&rlm;/g, '')
      .replace(/&nbsp;/g, ' ')
      .replace(AMENDMENT_PREAMBLE, '\n')
      // A guide's heading is not quotable and ends the list before it; right above a list, it introduces it
      // ("ما لا يشمله حق الإرجاع: - منتجات صنعت بطلب المستهلك").
      .replace(
        /^#{1,6}[ \t]*([^\n]*?)[ \t]*$(?=(\n[ \t]*(?:[-*•]|\d+[.)-])\s)?)/gmu,
        (_, title: string, list) => (list && title && !/[?؟:.!]$/.test(title) ? `\n${title}:` : '\n'),
      )
  );
}

type Segment = { kind: Kind | 'none'; label?: string; body: string };

/** Sentences of a body: at full stops, question marks and line breaks. */
function sentencesIn(body: string): string[] {
  const out: string[] = [];
  for (const line of body.split(/\n+/)) {
    const parts = line
      // Not at an Arabic semicolon: what follows it ("…؛ فللمستأجر …") completes the sentence.
      .split(/(?<=[.!?؟])\s+/u)
      .map((s) =>
        s
          .replace(/\s+/g, ' ')
          .replace(/^["«“]\s*|\s*["»”]$/g, '')
          .replace(/\s+([.،,؛:])/g, '$1')
          .trim(),
      )
      .filter((s) => /\p{L}{2}/u.test(s));
    parts.forEach((s, i) => {
      const prev = out[out.length - 1];
      // A line broken mid-sentence ("… والشهرة\nعشرة بالمائة (10%).") continues the sentence before it.
      const continues =
        i === 0 && prev !== undefined && !/[.!?؟؛:]$/.test(prev) && (s.length < 40 || /^[a-z]/.test(s));
      if (continues) out[out.length - 1] = `${prev} ${s}`;
      else out.push(s);
    });
  }
  return out;
}

/** Joins sentences that cannot stand alone to the one before; each keeps the block (guide paragraph) it starts in. */
function joined(parts: { text: string; block: number }[]): { sentences: string[]; blockOf: number[] } {
  const sentences: string[] = [];
  const blockOf: number[] = [];
  for (const { text, block } of parts) {
    const prev = sentences[sentences.length - 1];
    if (prev !== undefined && !ANNOUNCES.test(prev) && (NEEDS_PREVIOUS.test(text) || EXCEPTION.test(text)))
      sentences[sentences.length - 1] = `${prev} ${text}`;
    else {
      sentences.push(text);
      blockOf.push(block);
    }
  }
  return { sentences, blockOf };
}

/** An open list: the kind of numbering of the paragraph that announced it (`own`: its first sentence did, not a
 * later line such as a guide's heading) and of its items once the first comes. */
type Frame = { parentKind: Kind | 'none'; own: boolean; childKind?: Kind; intro: Paragraph; path: string[] };

/** The article's units in reading order. */
export function paragraphsOf(text: string): Paragraph[] {
  const prepared = prepare(text);
  const markers = markersOf(prepared);
  const segments: Segment[] = [];
  const head = prepared.slice(0, markers[0]?.at ?? prepared.length);
  if (head.trim()) segments.push({ kind: 'none', body: head });
  markers.forEach((m, i) => {
    const body = prepared.slice(m.end, markers[i + 1]?.at ?? prepared.length);
    segments.push({ kind: m.kind, ...(m.label ? { label: m.label } : {}), body });
  });

  const units: Paragraph[] = [];
  const stack: Frame[] = [];
  /** Each labelled paragraph's units, for references ("الفقرة (2)"). */
  const byPath = new Map<string, Paragraph[]>();
  const topLevel: string[][] = [];
  for (const seg of segments) {
    // A list ends when numbering of another kind comes (back to the paragraphs, or a new list).
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const sibling = top.own && seg.kind === top.parentKind;
      if (top.childKind === undefined ? sibling : seg.kind !== top.childKind) stack.pop();
      else break;
    }
    const frame = stack[stack.length - 1];
    if (frame && frame.childKind === undefined && seg.kind !== 'none') frame.childKind = seg.kind;
    const parent = frame && seg.kind !== 'none' ? frame : undefined;
    // "1/2" already names its paragraph.
    const within = seg.kind === 'sub' ? (parent?.path ?? []).slice(0, -1) : (parent?.path ?? []);
    const path = [...within, ...(seg.label ? [seg.label] : [])];
    if (!parent && seg.label) topLevel.push(path);
    // Blank lines part a guide's paragraphs: an unnumbered list after a colon ends at one.
    const { sentences, blockOf } = joined(
      seg.body.split(/\n[ \t]*\n/).flatMap((b, block) => sentencesIn(b).map((text) => ({ text, block }))),
    );
    const own: Paragraph[] = [];
    sentences.forEach((s, i) => {
      const unit: Paragraph = {
        index: 0,
        ...(seg.label ? { label: seg.label } : {}),
        path,
        text: s,
      };
      // Only the first sentence of an item hangs from the list's introduction; later ones stand alone.
      if (i === 0 && parent) {
        unit.intro = introOf(parent.intro);
        addItem(parent.intro, unit);
      }
      own.push(unit);
    });
    // Sentences after one ending in a colon (unnumbered lines of a list) are that sentence's items.
    let announcing: Paragraph | undefined;
    for (const [i, u] of own.entries()) {
      if (announcing && blockOf[i] !== blockOf[own.indexOf(announcing)]) announcing = undefined;
      if (announcing && !u.intro) {
        u.intro = introOf(announcing);
        addItem(announcing, u);
      } else if (ANNOUNCES.test(u.text)) announcing = u;
    }
    units.push(...own);
    if (seg.label) byPath.set(path.join('/'), own);
    const lastUnit = own[own.length - 1];
    if (lastUnit && ANNOUNCES.test(lastUnit.text))
      stack.push({ parentKind: seg.kind, own: own.length === 1, intro: lastUnit, path });
  }
  units.forEach((u, i) => {
    u.index = i;
  });
  for (const u of units) {
    const references = referencesOf(u, byPath, topLevel);
    if (references.length > 0) u.references = references;
  }
  return units;
}

function addItem(announcing: Paragraph, item: Paragraph) {
  if (announcing.items) announcing.items.push(item);
  else announcing.items = [item];
}

/** A list item's introduction: the announcing sentence, after its own introduction when it is an item itself. */
function introOf(announcing: Paragraph): string {
  const own = announcing.intro
    ? `${announcing.intro} ${announcing.label ? `${announcing.label}- ` : ''}${announcing.text}`
    : announcing.text;
  return own.length > MAX_QUOTE * 0.6 ? shortIntro(announcing.text) : own;
}

/** A long introduction keeps its opening clause and its announcing end, "(…)" between. */
function shortIntro(intro: string): string {
  const max = MAX_QUOTE * 0.6;
  if (intro.length <= max) return intro;
  const comma = intro.indexOf('،', 20);
  const headEnd = comma > 0 && comma < max * 0.5 ? comma : intro.lastIndexOf(' ', max * 0.4);
  const lastComma = intro.lastIndexOf('،');
  const tailStart =
    lastComma > headEnd && intro.length - lastComma < max * 0.5
      ? lastComma + 1
      : intro.indexOf(' ', intro.length - max * 0.4);
  return `${intro.slice(0, headEnd).trim()}، ${CUT} ${intro.slice(tailStart).trim()}`;
}

const REFERENCE =
  /(?:الفقرة|الفقرتين|الفقرات|البند|البندين|البنود)\s*(?:الفرعية\s*)?\(\s*([^()\s]{1,5})\s*\)(?:\s*(?:و|،)\s*\(\s*([^()\s]{1,5})\s*\))?|(?:الفقرة|البند)\s+السابق(?:ة)?/gu;
/** A reference to another article or law ("الفقرة (2) من المادة (السادسة)") is not resolved here. */
const ELSEWHERE = /^\s*(?:من|في|ب)\s*(?:المادة|المادتين|النظام|نظام|اللائحة|لائحة|القرار|قرار)/u;

function referencesOf(unit: Paragraph, byPath: Map<string, Paragraph[]>, topLevel: string[][]): Reference[] {
  const out: Reference[] = [];
  const seen = new Set<string>();
  const own = unit.path.join('/');
  for (const m of unit.text.matchAll(REFERENCE)) {
    if (ELSEWHERE.test(unit.text.slice(m.index + m[0].length, m.index + m[0].length + 30))) continue;
    const labels = m[1]
      ? [m[1], m[2]].filter((x): x is string => !!x).map((l) => normalLabel(l))
      : [previousTop(unit, topLevel)].filter((x): x is string => !!x);
    for (const label of labels) {
      const path = resolve(label, unit.path, byPath, topLevel);
      if (!path || path === own || own.startsWith(`${path}/`) || seen.has(path)) continue;
      const text = paragraphText(byPath.get(path)!);
      if (!text) continue;
      seen.add(path);
      const phrase = labels.length > 1 || !m[1] ? `الفقرة (${label})` : m[0].replace(/\s+/g, ' ');
      out.push({
        phrase: phrase.replace(/الفقرتين|الفقرات/, 'الفقرة').replace(/البندين|البنود/, 'البند'),
        text,
      });
    }
  }
  return out;
}

const normalLabel = (l: string) => (/^[0-9٠-٩/]+$/.test(l) ? latinDigits(l) : normalLetter(l));

function previousTop(unit: Paragraph, topLevel: string[][]): string | undefined {
  const i = topLevel.findIndex((p) => p.join('/') === unit.path[0]);
  return i > 0 ? topLevel[i - 1]!.join('/') : undefined;
}

/** The labelled paragraph a reference means: a sibling first, then any paragraph with that label. */
function resolve(
  label: string,
  from: string[],
  byPath: Map<string, Paragraph[]>,
  topLevel: string[][],
): string | undefined {
  for (let depth = from.length - 1; depth >= 0; depth--) {
    const candidate = [...from.slice(0, depth), label].join('/');
    if (byPath.has(candidate)) return candidate;
  }
  if (byPath.has(label)) return label;
  if (topLevel.some((p) => p.join('/') === label)) return label;
  for (const key of byPath.keys()) if (key.split('/').pop() === label) return key;
  return undefined;
}

/** A paragraph's whole text (its sentences, and its list when it introduces one), cut for carrying. */
function paragraphText(units: Paragraph[]): string {
  const parts: string[] = [];
  for (const u of units) parts.push(u.items ? listText(u, MAX_REFERENCE) : u.text);
  return cut(parts.join(' '), MAX_REFERENCE);
}

function itemText(item: Paragraph): string {
  return `${item.label ? `${item.label}- ` : ''}${item.text}`;
}

/** An introducing sentence with as many of its items as fit; "(…)" when some are left out. */
function listText(unit: Paragraph, max: number): string {
  let out = shortIntro(unit.text);
  const items = unit.items ?? [];
  for (const [i, item] of items.entries()) {
    const text = itemText(item);
    if (out.length + 1 + text.length <= max) {
      out = `${out} ${text}`;
      continue;
    }
    // The first item always comes, cut if need be: an introduction alone would stop at its colon.
    if (i === 0) out = `${out} ${cut(text, Math.max(max - out.length - 1, 120))}`;
    return out.endsWith(CUT) ? out : `${out} ${CUT}`;
  }
  return out;
}

/** Sentence ends a quote may be cut at. */
const SENTENCE_END = /(?<=[.!?؟])\s+/u;

/**
 * Text cut to `max` at a sentence boundary; a single sentence longer than that is cut at a clause boundary ("،",
 * "؛", ",") and marked "(…)".
 */
export function cut(text: string, max = MAX_QUOTE): string {
  if (text.length <= max) return text;
  const sentences = text.split(SENTENCE_END);
  let out = '';
  for (const s of sentences) {
    if ((out ? out.length + 1 : 0) + s.length > max) break;
    out = out ? `${out} ${s}` : s;
  }
  if (out) return out;
  const first = sentences[0]!;
  const window = first.slice(0, max);
  const clause = Math.max(window.lastIndexOf('،'), window.lastIndexOf('؛'), window.lastIndexOf(','));
  const at = clause > max * 0.4 ? clause : Math.max(window.lastIndexOf(' '), Math.floor(max * 0.7));
  return `${first.slice(0, at).trim()} ${CUT}`;
}

/** Raw numbering at the start of a text ("١-", "أ-", "(2)", "1.", "ب)"). */
export const RAW_NUMBERING = new RegExp(
  `^\\s*(?:\\(?(?:[0-9٠-٩]{1,3}(?:\\s*/\\s*[0-9٠-٩]{1,3})?|${LETTER}|[a-zA-Z]|[ivx]{1,4})\\s*[-–—).]|\\((?:[0-9٠-٩]{1,3}|${LETTER}|[a-z]|[ivx]{1,4})\\)|[-*•]\\s)`,
  'u',
);

/** Ends that leave the reader hanging: a colon, an ellipsis that is not our "(…)". */
const HANGING_END = /(?:[:：]|(?<!\()(?:…|\.\.\.))\s*["»”]?$/u;

/** Removes what a quote must not start or end with. */
export function tidy(text: string): string {
  let out = text.replace(/\s+/g, ' ').trim();
  for (let i = 0; i < 3 && RAW_NUMBERING.test(out); i++) out = out.replace(RAW_NUMBERING, '').trim();
  out = out.replace(/(?<!\()(?:…|\.\.\.)\s*["»”]?$/u, ` ${CUT}`).replace(/\s+\(…\)$/, ` ${CUT}`);
  // An announcing sentence whose list is left out says so.
  if (/[:：]\s*["»”]?$/.test(out)) out = `${out.replace(/\s*["»”]$/, '')} ${CUT}`;
  out = out.replace(/[،؛,;]\s*$/, '.');
  // Markdown emphasis cut in half would show its stars.
  if ((out.match(/\*\*/g) ?? []).length % 2 === 1) out = out.replace(/\*\*/g, '');
  return out.replace(/\s{2,}/g, ' ').trim();
}

/**
 * A unit as a quote that reads on its own: a list item after the sentence it hangs from ("يجوز … في الحالات
 * الآتية: أ- …"), an announcing sentence with its items, a referred paragraph's text after a reference; never
 * starting with raw numbering nor ending at a colon or an ellipsis; cut at a sentence boundary past `max`.
 */
export function quoteOf(unit: Paragraph, max = MAX_QUOTE): string {
  let body: string;
  if (unit.items && unit.items.length > 0) {
    const intro = unit.intro ? `${unit.intro} ${itemLabel(unit)}` : '';
    body = `${intro}${listText(unit, Math.max(max - intro.length, 120))}`;
  } else if (unit.intro) {
    const item = itemText(unit);
    const room = Math.max(max - unit.intro.length - 1, 160);
    body = `${unit.intro} ${item.length > room ? cut(item, room) : item}`;
  } else body = cut(unit.text, max);
  if (body.length > max && !body.endsWith(CUT)) body = cut(body, max);
  let quote = tidy(body);
  for (const ref of unit.references ?? []) {
    // Referred paragraphs while the whole stays within about twice a quote's length.
    const room = Math.min(MAX_REFERENCE, 2 * max - quote.length);
    if (room < 80) break;
    const text = tidy(cut(ref.text, room)).replace(/\.$/, '');
    quote = `${quote} (${ref.phrase}: ${text})`;
  }
  return quote;
}

const itemLabel = (unit: Paragraph) => (unit.label ? `${unit.label}- ` : '');

/**
 * What is wrong with the form of an answer's opening: raw numbering at its start, a colon or an ellipsis at its
 * end, a connective that needs the sentence before it, or no text at all. Empty when it reads on its own.
 */
export function formDefects(opening: string): string[] {
  const text = opening.replace(/^\s*>\s*/, '').trim();
  if (!/\p{L}/u.test(text)) return ['empty'];
  const defects: string[] = [];
  if (RAW_NUMBERING.test(text)) defects.push('starts with numbering');
  if (HANGING_END.test(text))
    defects.push(/[:：]\s*["»”]?$/.test(text) ? 'ends at a colon' : 'ends with an ellipsis');
  const start = text.replace(/^\*\*/, '');
  if (NEEDS_PREVIOUS.test(start) || EXCEPTION.test(start)) defects.push('starts with a connective');
  return defects;
}
