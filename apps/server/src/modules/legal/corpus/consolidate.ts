/**
 * The in-force wording of an article: its original text with the amendment notes applied, oldest first.
 *
 * The corpus keeps the text as first issued and the amendments as editors' notes in free Arabic prose. Each note is
 * read as one or more instructions (replace the article, replace / add / delete a paragraph, substitute / add /
 * delete a phrase, repeal, add a neighbouring مكرر article). An instruction that cannot be applied with certainty is
 * never guessed: it is reported in `unparsed` and the article's wording becomes 'amended-unknown', so the old text
 * is not shown as in force. Pure: no I/O.
 */

export type Shape =
  | 'replace-article'
  | 'replace-paragraph'
  | 'add-paragraph'
  | 'delete-paragraph'
  | 'replace-phrase'
  | 'add-phrase'
  | 'delete-phrase'
  | 'add-article'
  | 'article-added'
  | 'repeal'
  | 'no-text'
  | 'unparsed';

export const SHAPES: readonly Shape[] = [
  'replace-article',
  'replace-paragraph',
  'add-paragraph',
  'delete-paragraph',
  'replace-phrase',
  'add-phrase',
  'delete-phrase',
  'add-article',
  'article-added',
  'repeal',
  'no-text',
  'unparsed',
];

export type Wording = 'original' | 'amended' | 'amended-unknown' | 'repealed';

export type HistoryEntry = {
  decree: string | null;
  date: string | null;
  kind: Shape;
  /** The wording the amendment introduced (whole article, paragraph or phrase), or null when the note gives none. */
  text: string | null;
};

/** A مكرر article a note on this article adds to the law. */
export type AddedArticle = {
  number: number;
  bis: boolean;
  text: string;
  decree: string | null;
  date: string | null;
};

export type Consolidated = {
  current: string | null;
  wording: Wording;
  inForceAsOf: string | null;
  history: HistoryEntry[];
  unparsed: { note: string; reason: string }[];
  added: AddedArticle[];
};

export type ConsolidateInput = { text: string; notes: string[]; number?: number; bis?: boolean };

// ---------------------------------------------------------------------------------------------------------------
// Reading the note

const DECREE_KIND =
  '(المرسوم الملكي|مرسوم ملكي|الأمر الملكي|الامر الملكي|أمر ملكي|قرار مجلس الوزراء|الأمر السامي|الامر السامي)';
const DATE = '(\\d{1,4}\\s*/\\s*\\d{1,2}\\s*/\\s*\\d{1,4})\\s*(هـ+|ه\\b)?';

function cleanDate(raw: string, hijriMark: string | undefined): string {
  const d = raw.replace(/\s+/g, '');
  const year = Math.max(...d.split('/').map(Number));
  return hijriMark || year < 1600 ? `${d}هـ` : d;
}

/** The first decree the note names, and its date, as the note writes them (spaces tidied). */
export function decreeOf(note: string): {
  decree: string | null;
  date: string | null;
  effective: string | null;
} {
  const m = new RegExp(`${DECREE_KIND}\\s*(?:رقم)?\\s*:?\\s*(\\([^)]{1,20}\\)|[^\\s،,]+)`).exec(note);
  let decree: string | null = null;
  let date: string | null = null;
  if (m) {
    const num = m[2]!.replace(/[()]/g, '').replace(/\s+/g, '').trim();
    decree = `${m[1]} رقم (${num})`;
    const after = note.slice(m.index);
    const d = new RegExp(`(?:وتاريخ|بتاريخ|وتأريخ|تاريخ)\\s*:?\\s*${DATE}`).exec(after);
    if (d) date = cleanDate(d[1]!, d[2]);
  }
  const eff = new RegExp(`يعمل\\s+بها\\s+من\\s+تاريخ\\s*:?\\s*${DATE}`).exec(note);
  return { decree, date, effective: eff ? cleanDate(eff[1]!, eff[2]) : null };
}

const QUOTES: Record<string, string> = { '"': '"', '“': '”', '«': '»', '”': '“', '(': ')' };

/** The wording a note introduces after "بالنص الآتي:" and its variants, without quotes or an "المادة …:" preamble. */
const TEXT_MARKER =
  /(?:بالنصوص|بالنص|بالصيغة|بالصيغه|نصها|نصه)\s*(?:الآتية|الاتية|التالية|الآتي|الاتي|الآتى|الأتي|التالي|التالى|كما\s+يأتي|كما\s+يلي|كما\s+يلى|ما\s*يلي|ما\s*يلى|الآتي\s+بيانه)?\s*:?|(?:لتقرأ|ليقرأ)\s*:?|(?:لتصبح|لتكون|ليصبح|ليكون)\s+(?:في\s+\S+\s+)?(?:فى\s+\S+\s+)?(?:كالتالي|كالتالى|كالآتي|كالاتي|كما\s+يلي|كما\s+يلى|كما\s+يأتي|على\s+النحو\s+الآتي|على\s+النحو\s+التالي)\s*:?|(?:كما\s+يلي|كما\s+يلى|كالتالي|كالتالى|كالآتي)\s*:/;

export function newWording(segment: string): string | null {
  const m = TEXT_MARKER.exec(segment);
  if (!m) return null;
  return unquote(segment.slice(m.index + m[0].length));
}

function unquote(raw: string): string | null {
  let s = raw.trim().replace(/^[:：\s]+/, '');
  const open = s[0];
  if (open && open in QUOTES && open !== '(') {
    const close = QUOTES[open]!;
    const end = s.lastIndexOf(close);
    if (end > 0) s = s.slice(1, end);
    else s = s.slice(1);
  } else if (open === '(') {
    const end = s.lastIndexOf(')');
    // A parenthesised wording closes the note (after it only the decree or a full stop may follow).
    if (end > 0 && !/[\p{L}\d]/u.test(s.slice(end + 1).replace(/وذلك[\s\S]*$/, ''))) s = s.slice(1, end);
  } else {
    // Unquoted: runs to the end, less a trailing "وذلك بموجب …" reference.
    s = s.replace(/[.،,]?\s*وذلك\s+(?:بموجب|بالمرسوم)[\s\S]*$/, '');
  }
  s = s
    .trim()
    .replace(/^["“”«»]+|["“”«»]+$/g, '')
    .trim();
  // Several paragraphs quoted one by one ("و- …". / "ز- …"): their quote marks are not part of the wording.
  s = s
    .split('\n')
    .map((line) => {
      const marks = line.match(/["“”«»]/g)?.length ?? 0;
      if (/^\s*["“”«»]/.test(line) && /["“”«»][.،,]?\s*$/.test(line))
        return line.replace(/^\s*["“”«»]/, '').replace(/["“”«»]([.،,]?)\s*$/, '$1');
      if (marks % 2 === 1) return line.replace(/^\s*["“”«»]|["“”«»]([.،,]?)\s*$/, '$1');
      return line;
    })
    .join('\n');
  // A heading repeated in the new wording ("المادة التاسعة:") is not part of the article.
  s = s.replace(/^(?:المادة|مادة)\s+[^:\n]{1,40}:\s*/, '').trim();
  return s.length > 0 ? s : null;
}

/** The quoted phrases of a segment, in order: "…", “…”, «…», and (…) when it holds words, not a number. */
function phrases(segment: string): string[] {
  const out: string[] = [];
  const re = /"([^"]+)"|“([^”]+)”|«([^»]+)»|\(([^()]*[\p{L}][^()]*)\)/gu;
  for (const m of segment.matchAll(re)) {
    const p = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? '')
      .trim()
      .replace(/^\.+|\.+$/g, '')
      .trim();
    // Parentheses also hold decree numbers "(م/46)" and labels "(أ)": only words count as a phrase there.
    if (m[4] !== undefined && (!/\p{L}{2,}/u.test(p) || p.includes('/'))) continue;
    if (p) out.push(p);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Paragraphs

const ABJAD = [
  'أ',
  'ب',
  'ج',
  'د',
  'هـ',
  'و',
  'ز',
  'ح',
  'ط',
  'ي',
  'ك',
  'ل',
  'م',
  'ن',
  'س',
  'ع',
  'ف',
  'ص',
  'ق',
  'ر',
  'ش',
  'ت',
  'ث',
  'خ',
  'ذ',
  'ض',
  'ظ',
  'غ',
];
const ALPHA = [
  'أ',
  'ب',
  'ت',
  'ث',
  'ج',
  'ح',
  'خ',
  'د',
  'ذ',
  'ر',
  'ز',
  'س',
  'ش',
  'ص',
  'ض',
  'ط',
  'ظ',
  'ع',
  'غ',
  'ف',
  'ق',
  'ك',
  'ل',
  'م',
  'ن',
  'هـ',
  'و',
  'ي',
];
const ORDINALS: Record<string, string> = {
  أولا: '1',
  أولاً: '1',
  ثانيا: '2',
  ثانياً: '2',
  ثالثا: '3',
  ثالثاً: '3',
  رابعا: '4',
  رابعاً: '4',
  خامسا: '5',
  خامساً: '5',
};

function normLabel(raw: string): string {
  const s = raw.replace(/\s|\u200c|\u200d|\u0640/g, '').replace(/^ه$/, 'هـ');
  return ORDINALS[s] ?? s.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));
}

/** A phrase as a pattern that tolerates the corpus's spelling drift: diacritics, hamza forms, ى/ي, ة/ه, spaces. */
function looseRe(phrase: string, flags = ''): RegExp {
  const bare = phrase.replace(/[\u064b-\u0652\u0640]/g, '').trim();
  let src = '';
  for (const ch of bare) {
    if (/\s/.test(ch)) src += '\\s+';
    else if ('أإآا'.includes(ch)) src += '[أإآا]';
    else if ('يى'.includes(ch)) src += '[يى]';
    else if ('ةه'.includes(ch)) src += '[ةه]';
    else src += escapeRe(ch);
    if (!/\s/.test(ch)) src += '[\\u064b-\\u0652\\u0640]*';
  }
  return new RegExp(src.replace(/(\\s\+)+/g, '\\s+'), flags);
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Where paragraph `label` starts in `text` (at its marker: "2 -", "(2)", "أ-", "ب)" …), or null if absent or ambiguous. */
function markerRe(label: string): RegExp {
  // Numbers may be written in Arabic-Indic digits ("٢-"), letters with or without tatweel.
  const l =
    label === 'هـ'
      ? 'هـ?'
      : /^\d+$/.test(label)
        ? [...label].map((d) => `[${d}${String.fromCharCode(0x0660 + Number(d))}]`).join('')
        : escapeRe(label);
  // The label stands alone: preceded by a line start, space or punctuation; followed by - – . ) or :.
  return new RegExp(
    `(?:^|(?<=[\\s:؛.،]))(?:\\(\\s*${l}\\u0640?\\s*\\)|${l}\\u0640?[\\u200c\\u200d]?\\s*[-–.)](?!\\d))`,
    'gmu',
  );
}

function findMarker(text: string, label: string, from = 0): number | null {
  const hits = [...text.matchAll(markerRe(label))].map((m) => m.index!).filter((i) => i >= from);
  if (hits.length === 0) return null;
  if (hits.length === 1) return hits[0]!;
  const atLineStart = hits.filter(
    (i) => i === 0 || /(?:^|\n)[ \t]*$/.test(text.slice(Math.max(0, i - 8), i)),
  );
  return atLineStart.length === 1 ? atLineStart[0]! : null;
}

function successors(label: string): string[] {
  if (/^\d+$/.test(label)) return [String(Number(label) + 1)];
  const out: string[] = [];
  for (const seq of [ABJAD, ALPHA]) {
    const i = seq.indexOf(label);
    if (i >= 0 && i + 1 < seq.length) out.push(seq[i + 1]!);
  }
  return out;
}

/** The span [start, end) of paragraph `label`, ending where the next paragraph of the same series starts. */
function paragraphSpan(text: string, label: string): { start: number; end: number } | null {
  const start = findMarker(text, label);
  if (start === null) return null;
  let end = text.length;
  for (const next of successors(label)) {
    const at = findMarker(text, next, start + 1);
    if (at !== null && at < end) end = at;
  }
  return { start, end };
}

function startsWithLabel(s: string): boolean {
  return /^(?:\(\s*[\p{L}\d]{1,3}\s*\)|(?:\d{1,2}|[\p{L}]{1,2})[\u200c\u200d]?\s*[-–.)])/u.test(s.trim());
}

function markerText(text: string, start: number, label: string): string {
  const m = markerRe(label);
  m.lastIndex = start;
  const hit = m.exec(text);
  return `${(hit && hit.index === start ? hit[0] : `${label}-`).trimEnd()} `;
}

// ---------------------------------------------------------------------------------------------------------------
// Instructions

type Applied = {
  kind: Shape;
  text: string | null;
  current?: string | null;
  added?: AddedArticle;
  error?: string;
};

const PARA =
  '(?:الفقرتين|الفقرات|الفقرة|الفقره|فقرة|البند|بند)(?:\\s+الفرعية)?\\s*\\(\\s*([^)]{1,12}?)\\s*\\)';
const REPEAL_ARTICLE =
  /(?:إلغاء|الغاء|أُلغيت|ألغيت|الغيت|أُلغي|ألغي|حذف|حُذفت|حذفت|حّذفت)\s+(?:هذه\s+المادة|هذا\s+الباب|الباب|الفصل|هذا\s+الفصل|القسم|المادة\s*\(?\s*\d*\s*\)?\s*(?:من|بموجب|وذلك|$))|(?:هذه\s+المادة|المادة)\s+(?:ملغاة|ملغاه)|(?:ألغيت|أُلغيت|حذفت|حُذفت)\s+(?:بموجب)/;

function numberIn(s: string): number | null {
  const m = /(\d{1,4})/.exec(s.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)));
  return m ? Number(m[1]) : null;
}

/** One instruction, applied to `current`. */
function applyInstruction(
  seg: string,
  current: string | null,
  self: { number?: number; bis?: boolean },
): Applied {
  // Instructions are matched without diacritics ("عُّدلت", "حُذِفت"); the wording itself keeps them.
  const s = seg.replace(/[\u0617-\u061a\u064b-\u0652]/g, '');
  const head = s.split(TEXT_MARKER)[0]!;
  const wording = newWording(seg);

  // A مكرر article for the law, announced on a neighbour.
  const addArticle = /(?:إضافة|اضافة|أضيفت|اضيفت|إضافه)\s+(?:مادة|ماده)(?:\s+جديدة)?/.exec(head);
  if (addArticle || /إضافة\s+المادة\s*\(/.test(head)) {
    const bis = /مكرر/.test(head);
    const where = head.slice(addArticle?.index ?? 0).replace(DECREE_NUMBER, '');
    const n = addedNumber(where, wording);
    if (!wording) return { kind: 'unparsed', text: null, error: 'added article without its wording' };
    if (n === null)
      return { kind: 'unparsed', text: wording, error: 'added article number not written in digits' };
    if (n === self.number && bis === !!self.bis) return { kind: 'article-added', text: wording, current };
    return {
      kind: 'add-article',
      text: wording,
      current,
      added: { number: n, bis, text: wording, decree: null, date: null },
    };
  }
  if (/(?:تم\s+)?(?:إضافة|اضافة)\s+هذه\s+المادة|أضيفت\s+هذه\s+المادة/.test(head))
    return { kind: 'article-added', text: null, current };

  if (
    REPEAL_ARTICLE.test(head) &&
    !/عبارة|عبارات|كلمة|كلمتي|الفقرة|فقرة|البند|تعريف/.test(head.split(/بموجب|الذي\s+نص/)[0]!)
  )
    return { kind: 'repeal', text: null, current: null };

  const para = new RegExp(PARA).exec(head);
  // A sub-paragraph ("الفقرة الفرعية (ب) من الفقرة (1)", "فقرة فرعية (و) إلى الفقرة رقم (4)"): not located.
  const nested =
    /فرعية/.test(head) ||
    new RegExp(`${PARA}\\s+(?:من|إلى|الى|في)\\s+(?:ال)?(?:فقرة|الفقرة|البند|بند)`).test(head);

  // "إلغاء نص هذه المادة … وإحلال النص الآتي محله", or a partial change "لتكون المادة بالنص الآتي: …": the note gives
  // the whole new wording, which wins over whatever it says it changed inside the article.
  const whole =
    /(?:إحلال\s+النص\s+(?:الآتي|التالي)\s+محله|(?:لتكون|لتصبح|ليكون|ليصبح)\s+(?:نص\s+)?المادة\s+(?:بالنص|بالصيغة|كالتالي|كالتالى|كالآتي|كما)[^:\n"“«]*)\s*:?/.exec(
      seg,
    );
  if (whole) {
    // The wording after this marker, not after an earlier one that introduced only the added phrase.
    const text = unquote(seg.slice(whole.index + whole[0].length));
    if (text) return { kind: 'replace-article', text, current: text };
  }

  // "تعديل أحكام المواد (الثانية عشرة) و(الثالثة عشرة) … على النحو الآتي: "المادة الثانية عشرة: … المادة الثالثة
  // عشرة: …"": one note rewrites several articles; each takes the section headed by its own number.
  if (/(?:تعديل|عدلت)\s+(?:أحكام\s+)?المواد/.test(head) && self.number !== undefined) {
    const sections = articleSections(seg);
    if (sections.length >= 2) {
      const mine = sections.find((x) => x.number === self.number);
      if (!mine)
        return { kind: 'unparsed', text: null, error: 'articles merged: no section for this article' };
      return { kind: 'replace-article', text: mine.text, current: mine.text };
    }
  }

  // "عدلت هذه المادة … لتكون بالنص الآتي" replaces the whole article, whatever the note says it changed inside it.
  if (
    wording &&
    !para &&
    /(?:عدلت|تعديل|عدل|تعدل)\s+(?:هذه\s+)?المادة/.test(head) &&
    !/صدر|ديباجة/.test(head)
  )
    return { kind: 'replace-article', text: wording, current: wording };

  if (/^\W*صدر\s+بشأن/.test(head) && !wording) return { kind: 'no-text', text: null, current: null };

  if (current === null)
    return { kind: 'unparsed', text: wording, error: 'instruction on a text whose wording is unknown' };

  // Phrase substitution: إحلال "new" محل "old".
  if (/إحلال|احلال|يحل|تحل/.test(head)) {
    // Phrases are read from the note as written (diacritics kept), split at "محل" however it is voweled.
    const [a, b] = seg.split(/م[\u064b-\u0652]*ح[\u064b-\u0652]*ل(?![\u0621-\u064a])/);
    // The new phrase is the one just before "محل" (earlier parentheses hold dates or paragraph labels).
    const news = phrases(a ?? '').slice(-1);
    const olds = phrases((b ?? '').split(/الواردة|أينما|وذلك|بموجب/)[0]!);
    if (news.length !== 1 || olds.length < 1)
      return { kind: 'unparsed', text: news[0] ?? null, error: 'substitution whose phrases cannot be read' };
    let out = current;
    let hit = false;
    for (const old of olds.filter((o) => !/^\d+$/.test(o) && o.length > 1)) {
      // Whole words only at the end: "وحدة" must not rewrite the start of a longer word.
      const re = new RegExp(`${looseRe(old).source}(?![\\u0621-\\u064a])`, 'g');
      if (re.test(out)) {
        hit = true;
        out = out.replace(re, news[0]!);
      }
    }
    if (!hit) return { kind: 'unparsed', text: news[0]!, error: 'substituted phrase not found in the text' };
    return { kind: 'replace-phrase', text: news[0]!, current: out };
  }

  // Phrase added / deleted.
  if (/(?:إضافة|اضافة|يضاف)\s+(?:عبارة|العبارة|كلمة|الكلمة|النص)|بإضافة\s+(?:عبارة|كلمة|النص)/.test(head)) {
    const ps = phrases(seg.split(TEXT_MARKER)[0]!);
    const phrase = ps[0] ?? wording;
    if (!phrase) return { kind: 'unparsed', text: null, error: 'added phrase cannot be read' };
    const after = /بعد\s+(?:عبارة|كلمة)/.exec(head);
    if (after && ps[1]) {
      // Within the paragraph the note names, if any; a phrase found more than once there is not guessed at.
      const span =
        para && !nested ? paragraphSpan(current, normLabel(para[1]!)) : { start: 0, end: current.length };
      if (!span)
        return { kind: 'unparsed', text: phrase, error: `paragraph (${para![1]!.trim()}) not found` };
      const region = current.slice(span.start, span.end);
      const hits = [...region.matchAll(new RegExp(`${looseRe(ps[1]).source}(?![\\u0621-\\u064a])`, 'g'))];
      if (hits.length === 0)
        return { kind: 'unparsed', text: phrase, error: 'phrase to add after not found in the text' };
      if (hits.length > 1 && !/أينما/.test(head))
        return { kind: 'unparsed', text: phrase, error: 'phrase to add after occurs more than once' };
      const at = span.start + hits[0]!.index! + hits[0]![0].length;
      return {
        kind: 'add-phrase',
        text: phrase,
        current: `${current.slice(0, at)} ${phrase}${current.slice(at)}`,
      };
    }
    if (/عجز|نهاية|آخر/.test(head)) {
      if (para && !nested) {
        const span = paragraphSpan(current, normLabel(para[1]!));
        if (!span) return { kind: 'unparsed', text: phrase, error: `paragraph (${para[1]}) not found` };
        const body = current.slice(span.start, span.end).replace(/[\s.]+$/, '');
        const tail = current.slice(span.start + body.length);
        return {
          kind: 'add-phrase',
          text: phrase,
          current: `${current.slice(0, span.start)}${body} ${phrase}${tail}`,
        };
      }
      if (!para)
        return { kind: 'add-phrase', text: phrase, current: `${current.replace(/[\s.]+$/, '')} ${phrase}.` };
    }
    return { kind: 'unparsed', text: phrase, error: 'place of the added phrase not understood' };
  }
  if (/(?:حذف|إلغاء|الغاء|ألغيت|تم\s+إلغاء)\s+(?:عبارة|العبارة|كلمة|الكلمة|عبارتي|كلمتي)/.test(head)) {
    const ps = phrases(s);
    if (ps.length === 0) return { kind: 'unparsed', text: null, error: 'deleted phrase cannot be read' };
    let out = current;
    for (const p of ps) {
      const re = new RegExp(`\\s*${looseRe(p).source}`);
      if (!re.test(out))
        return { kind: 'unparsed', text: null, error: 'deleted phrase not found in the text' };
      out = out.replace(re, '').replace(/([.،,])\s*\./g, '$1');
    }
    return { kind: 'delete-phrase', text: null, current: out };
  }

  // Paragraphs.
  if (
    /(?:إضافة|اضافة|يضاف|أضيفت|اضيفت|تضاف)\s+(?:إلى\s+هذه\s+المادة\s+)?(?:\(?[\u0621-\u064a]+\)?\s+)?(?:ال)?(?:فقرة|فقرتين|فقرتان|فقرات|الفقرة|الفقرات|البند|بند|الفقرتين)/.test(
      head,
    )
  ) {
    // "بإضافة الفقرات الآتية: «4- …»": the wording follows the first "الآتية:" when no "بالنص الآتي" marks it.
    const after = /(?:التالية|الآتية|الاتية|الآتي|التالي)\s*:/.exec(seg);
    const added = wording ?? (after ? unquote(seg.slice(after.index + after[0].length)) : null);
    if (!added) return { kind: 'unparsed', text: null, error: 'added paragraph without its wording' };
    // "لتكون المادة بالنص الآتي" after an added paragraph: the note gives the whole article.
    if (/(?:لتكون|لتصبح|ليكون|ليصبح)\s+(?:نص\s+)?المادة/.test(s) && !nested)
      return { kind: 'replace-article', text: added, current: added };
    const named =
      /(?:فقرة|الفقرة|الفقرات|الرقم|الترتيب|برقم|ترتيبها)[^()]{0,30}\(\s*([^()\s]{1,3})\s*\)/.exec(head);
    const label = named ? normLabel(named[1]!) : null;
    // A wording that opens with the first paragraph while the note adds a later one is the whole article too.
    if (label && !['1', 'أ'].includes(label) && /^(?:1|أ)\s*[-–.)]/.test(added.trim()) && !nested)
      return { kind: 'replace-article', text: added, current: added };
    if (nested || /إعادة\s+ترتيب/.test(head))
      return {
        kind: 'unparsed',
        text: added,
        error: 'paragraph added inside a paragraph or with renumbering',
      };
    if (/مكرر/.test(head)) {
      const m = /\(\s*(\d+)\s*\)?\s*مكرر|(\d+)\s*مكرر/.exec(head);
      const base = m ? (m[1] ?? m[2])! : null;
      const span = base ? paragraphSpan(current, base) : null;
      if (!span) return { kind: 'unparsed', text: added, error: 'paragraph the مكرر follows not found' };
      const body = current.slice(span.start, span.end).replace(/\s+$/, '');
      return {
        kind: 'add-paragraph',
        text: added,
        current: `${current.slice(0, span.start)}${body}\n${added}\n${current.slice(span.end)}`.replace(
          /\n+$/,
          '',
        ),
      };
    }
    const labelled = label && !startsWithLabel(added) && !/مكرر/.test(head) ? `${label}- ${added}` : added;
    return { kind: 'add-paragraph', text: added, current: `${current.replace(/\s+$/, '')}\n${labelled}` };
  }
  if (
    para &&
    /(?:حذف|إلغاء|الغاء|حُذفت|حذفت|ألغيت|أُلغيت)\s+(?:ال)?(?:فقرة|الفقرة|البند|الفقرات|فقرات)/.test(head)
  ) {
    if (nested) return { kind: 'unparsed', text: null, error: 'sub-paragraph of a paragraph deleted' };
    const labels = [...head.matchAll(/\(\s*([^)]{1,8}?)\s*\)/g)]
      .map((m) => normLabel(m[1]!))
      .filter((l) => !/\//.test(l));
    let out = current;
    for (const l of labels.length ? labels : [normLabel(para[1]!)]) {
      const span = paragraphSpan(out, l);
      if (!span) return { kind: 'unparsed', text: null, error: `paragraph (${l}) not found` };
      out = (out.slice(0, span.start) + out.slice(span.end)).replace(/\n{2,}/g, '\n').trim();
    }
    return { kind: 'delete-paragraph', text: null, current: out };
  }
  if (
    para &&
    /(?:عدلت|عُدلت|تعديل|عدل|تم\s+تعديل|لتكون|لتصبح)/.test(s) &&
    !/هذه\s+المادة\s+(?:لتكون|لتصبح)/.test(head)
  ) {
    if (!wording) return { kind: 'no-text', text: null, current: null };
    if (nested) return { kind: 'unparsed', text: wording, error: 'sub-paragraph of a paragraph replaced' };
    // "تعديل الفقرات (11) و(12) و(14) … بالنصوص الآتية": each paragraph takes its own part of the wording.
    const labels = [
      ...(head.split(/بموجب|وذلك/)[0] ?? '')
        .replace(/(?:المادة|البند)\s*\([^)]*\)/g, '')
        .matchAll(/\(\s*([^()\s/]{1,3})\s*\)/g),
    ].map((m) => normLabel(m[1]!));
    if (labels.length > 1) {
      const starts = labels.map((l) => findMarker(wording, l));
      if (starts.some((x, i) => x === null || (i > 0 && x <= starts[i - 1]!)))
        return {
          kind: 'unparsed',
          text: wording,
          error: 'several paragraphs replaced; their wordings not told apart',
        };
      let out = current;
      for (let i = 0; i < labels.length; i++) {
        const part = wording.slice(starts[i]!, starts[i + 1] ?? wording.length).trim();
        const span = paragraphSpan(out, labels[i]!);
        if (!span) return { kind: 'unparsed', text: wording, error: `paragraph (${labels[i]}) not found` };
        const rest = out.slice(span.end);
        out = `${out.slice(0, span.start)}${part}${rest ? `\n${rest.replace(/^\s+/, '')}` : ''}`;
      }
      return { kind: 'replace-paragraph', text: wording, current: out };
    }
    const label = normLabel(para[1]!);
    const span = paragraphSpan(current, label);
    if (!span) return { kind: 'unparsed', text: wording, error: `paragraph (${para[1]!.trim()}) not found` };
    const replacement = startsWithLabel(wording)
      ? wording
      : `${markerText(current, span.start, label)}${wording}`;
    const rest = current.slice(span.end);
    return {
      kind: 'replace-paragraph',
      text: wording,
      current: `${current.slice(0, span.start)}${replacement}${rest ? `\n${rest.replace(/^\s+/, '')}` : ''}`,
    };
  }

  // One definition of a definitions article changed ("تعديل تعريف العامل … ليكون بالنص الآتي"): the new wording is
  // the definition's, not the article's, and its place in the list is not marked.
  if (/تعريف/.test(head.split(/بموجب/)[0]!))
    return {
      kind: 'unparsed',
      text: wording,
      error: 'a definition replaced or added; its place is not located',
    };

  // The whole article.
  if (/(?:عدلت|عُدلت|تعديل|عدل|تم\s+تعديل|تعدل)/.test(head) || /(?:لتكون|لتصبح|ليكون|ليصبح)/.test(head)) {
    if (/صدر\s+(?:هذه\s+المادة|المادة)/.test(head) || /ديباجة/.test(head)) {
      if (!wording) return { kind: 'no-text', text: null, current: null };
      // The opening sentence ends where the first paragraph ("1 -", "أ -") starts; without one it is not marked.
      const first = current === null ? null : (findMarker(current, '1') ?? findMarker(current, 'أ'));
      if (current === null || !first)
        return { kind: 'unparsed', text: wording, error: 'opening sentence replaced; its end is not marked' };
      return { kind: 'replace-paragraph', text: wording, current: `${wording}\n${current.slice(first)}` };
    }
    if (!wording) return { kind: 'no-text', text: null, current: null };
    return { kind: 'replace-article', text: wording, current: wording };
  }
  return { kind: 'unparsed', text: wording, error: 'note not understood' };
}

/** The "المادة <ordinal>:" sections of a note that rewrites several articles at once. */
function articleSections(seg: string): { number: number; text: string }[] {
  const heads = [...seg.matchAll(/["“«]?\s*المادة\s+([\u0621-\u064a\s]{3,60}?)\s*:/g)];
  const out: { number: number; text: string }[] = [];
  for (let i = 0; i < heads.length; i++) {
    const n = ordinalIn(heads[i]![1]!);
    const start = heads[i]!.index! + heads[i]![0].length;
    const body = unquote(`"${seg.slice(start, heads[i + 1]?.index ?? seg.length)}`);
    if (n !== null && body) out.push({ number: n, text: body });
  }
  return out;
}

const UNITS: Record<string, number> = {
  الحادية: 1,
  الأولى: 1,
  الاولى: 1,
  الحادي: 1,
  الثانية: 2,
  الثاني: 2,
  الثالثة: 3,
  الثالث: 3,
  الرابعة: 4,
  الرابع: 4,
  الخامسة: 5,
  الخامس: 5,
  السادسة: 6,
  السادس: 6,
  السابعة: 7,
  السابع: 7,
  الثامنة: 8,
  الثامن: 8,
  التاسعة: 9,
  التاسع: 9,
  العاشرة: 10,
  العاشر: 10,
};
const TENS: Record<string, number> = {
  عشرة: 10,
  عشر: 10,
  العشرين: 20,
  العشرون: 20,
  الثلاثين: 30,
  الثلاثون: 30,
  الأربعين: 40,
  الاربعين: 40,
  الأربعون: 40,
  الخمسين: 50,
  الخمسون: 50,
  الخمسن: 50,
  الستين: 60,
  الستون: 60,
  السبعين: 70,
  السبعون: 70,
  الثمانين: 80,
  الثمانون: 80,
  التسعين: 90,
  التسعون: 90,
};
const HUNDREDS: Record<string, number> = {
  المائة: 100,
  المئة: 100,
  المائتين: 200,
  المئتين: 200,
  الثلاثمائة: 300,
  الأربعمائة: 400,
};

/** "الحادية والثلاثين بعد المائة مكرر" → 131: an article number written as an ordinal in words. */
export function ordinalIn(s: string): number | null {
  let n = 0;
  let found = false;
  for (const raw of s.split(/\s+/)) {
    const w = raw.replace(/[^\u0621-\u064a]/g, '').replace(/^و(?=ال)/, '');
    const v = UNITS[w] ?? TENS[w] ?? HUNDREDS[w];
    if (v !== undefined) {
      n += v;
      found = true;
    }
  }
  return found ? n : null;
}

/** The number of an article a note adds: "(10 مكرر)", "ترتيبها (الحادية عشرة مكرر)", or the new wording's heading. */
function addedNumber(where: string, wording: string | null): number | null {
  // "(المادة … مكرر)" first: other parentheses may name the part or chapter it is added to.
  const groups = [...where.matchAll(/\(([^()]*?(?:[\u0621-\u064a]{3,}|\d)[^()]*)\)/g)]
    .map((m) => m[1]!)
    .filter((g) => !/^\s*[مأ]\s*\//.test(g));
  const group = groups.find((g) => /مكرر|المادة/.test(g)) ?? groups.find((g) => /\d/.test(g)) ?? groups[0];
  if (group) return numberIn(group) ?? ordinalIn(group);
  const after = /(?:الرقم|برقم|ترتيبها|رقم)\s+([^،,.:]+)/.exec(where);
  if (after) return numberIn(after[1]!) ?? ordinalIn(after[1]!);
  const heading = wording ? /^\(?\s*المادة\s+([^):\n]+)/.exec(wording) : null;
  return heading ? (numberIn(heading[1]!) ?? ordinalIn(heading[1]!)) : null;
}

const DECREE_NUMBER = new RegExp(`${DECREE_KIND}[\\s\\S]*?(?:هـ+|$)`, 'g');

/** A note's separate instructions: lines (or "أ-", "ب-" items) that start with an instruction verb. */
const INSTRUCTION_START =
  /(?:^|\n)[ \t]*(?:[-•*]\s*|[أبجدهـوزحطي]\s*[-–)]\s*|\d{1,2}\s*[-–)]\s*)?(?=(?:تعديل|إضافة|اضافة|حذف|إلغاء|الغاء|إحلال|احلال|وإضافة|وتعديل|وحذف|وإحلال|وإلغاء|عدلت|عدل|وعدلت|وعدل|بتعديل|بإضافة|بإحلال|أضيفت|اضيفت|وأضيفت|حذفت|وحذفت|ألغيت|وألغيت)\s)/g;

function splitInstructions(note: string): string[] {
  // Matched without diacritics ("أُضيفت", "عُدِّلت"); `at` maps each kept character back to the note.
  let bare = '';
  const at: number[] = [];
  for (let i = 0; i < note.length; i++) {
    if (/[\u064b-\u0652]/.test(note[i]!)) continue;
    bare += note[i];
    at.push(i);
  }
  // Quoted wording may itself hold lines that start with these verbs: mask it while splitting.
  const masked = bare.replace(/"[^"]*"|“[^”]*”|«[^»]*»/g, (q) => q.replace(/[^\n]/g, 'x'));
  const starts = [...masked.matchAll(INSTRUCTION_START)].map((m) => at[m.index!]!);
  if (starts.length <= 1) return [note];
  const parts: string[] = [];
  for (let i = 0; i < starts.length; i++) parts.push(note.slice(starts[i]!, starts[i + 1] ?? note.length));
  // Text before the first instruction (decree, preamble) belongs to none, but the decree is read from the whole note;
  // so does a line that only announces the items after it ("وعُدلت هذه المادة على النحو الآتي:").
  const announces = (p: string) =>
    !/["“«]/.test(p) &&
    /(?:النحو\s+(?:الآتي|التالي)|كالآتي|كالتالي|كالتالى|ما\s*يلي|ما\s*يأتي|الآتي|التالي)\s*:?\s*$/.test(
      p.replace(/[\u064b-\u0652]/g, '').trim(),
    );
  return parts.map((p) => p.trim()).filter((p, i, all) => p && !(i < all.length - 1 && announces(p)));
}

// ---------------------------------------------------------------------------------------------------------------

/** The in-force wording of one article. */
export function consolidate(input: ConsolidateInput): Consolidated {
  let current: string | null = input.text;
  let wording: Wording = 'original';
  let inForceAsOf: string | null = null;
  const history: HistoryEntry[] = [];
  const unparsed: { note: string; reason: string }[] = [];
  const added: AddedArticle[] = [];

  for (const note of input.notes) {
    const { decree, date, effective } = decreeOf(note);
    const instructions = splitInstructions(note);
    let working: string | null = current;
    let noteWording: Wording | null = null;
    let failed: string | null = null;
    const entries: HistoryEntry[] = [];
    for (const seg of instructions) {
      const r = applyInstruction(seg, working, input);
      if (r.added) added.push({ ...r.added, decree, date });
      if (r.kind === 'unparsed') {
        failed = r.error ?? 'not understood';
        entries.push({ decree, date, kind: 'unparsed', text: r.text });
        break;
      }
      entries.push({ decree, date, kind: r.kind, text: r.text });
      if (r.kind === 'repeal') noteWording = 'repealed';
      else if (r.kind === 'no-text') noteWording = 'amended-unknown';
      else if (r.kind !== 'add-article' && r.kind !== 'article-added') noteWording = noteWording ?? 'amended';
      if (r.current !== undefined) working = r.current;
    }
    history.push(...entries);
    if (failed) {
      unparsed.push({ note, reason: failed });
      current = null;
      wording = 'amended-unknown';
      inForceAsOf = effective ?? date ?? inForceAsOf;
      continue;
    }
    if (noteWording === null) continue;
    if (noteWording === 'repealed') {
      current = null;
      wording = 'repealed';
    } else if (noteWording === 'amended-unknown') {
      current = null;
      wording = 'amended-unknown';
    } else {
      current = working;
      wording = 'amended';
    }
    inForceAsOf = effective ?? date ?? inForceAsOf;
  }
  return { current, wording, inForceAsOf, history, unparsed, added };
}
