import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { invalidateSearchIndex } from '../ranking/statute-index.ts';
import { invalidateLawIndex } from '../text/law-index.ts';
import { normalizeArabic } from '../text/normalize.ts';
import { categorize } from './categories.ts';
import { type AddedArticle, type Consolidated, consolidate, SHAPES, type Shape } from './consolidate.ts';
import { englishTitle } from './law-titles.ts';
import { legalArticles, legalLaws } from './schema.ts';

/** One line of the corpus (JSON Lines, one article a line): see README.md in this folder. */
export const CorpusLineSchema = z.object({
  law_id: z.string().trim().min(1).max(200),
  law_title: z.string().trim().min(1),
  law_title_en: z.string().nullish(),
  law_status: z.enum(['in_force', 'amended', 'repealed']).nullish(),
  law_url: z.string().nullish(),
  law_issued: z.string().nullish(),
  law_published: z.string().nullish(),
  article_number: z.number().int().min(0),
  article_label: z.string().default(''),
  bis: z.boolean().default(false),
  part: z.string().nullish(),
  chapter: z.string().nullish(),
  text: z.string().trim().min(1),
  text_en: z.string().nullish(),
  amendment_notes: z.array(z.string()).default([]),
  source: z.string().nullish(),
});
export type CorpusLine = z.infer<typeof CorpusLineSchema>;

export type BadLine = { line: number; error: string };
export type ConsolidationReport = {
  /** Amendments read per shape (one note may hold several), and the articles per resulting wording. */
  byShape: Record<Shape, number>;
  byWording: Record<Consolidated['wording'], number>;
  /** مكرر (or new) articles a note on a neighbour added and the corpus lacked, now created. */
  addedArticles: number;
  unparsed: { lawId: string; article: string; reason: string; note: string }[];
};
export type ImportReport = {
  laws: number;
  articles: number;
  bad: BadLine[];
  ms: number;
  consolidation: ConsolidationReport;
};

const BATCH = 400;

/** `1426/08/23 هـ الموافق : 27/09/2005 مـ` or `2005-09-27` → the Hijri and Gregorian dates it holds, as ISO-like text. */
export function parseLawDate(raw: string | null | undefined): {
  hijri: string | null;
  gregorian: string | null;
} {
  if (!raw) return { hijri: null, gregorian: null };
  let hijri: string | null = null;
  let gregorian: string | null = null;
  const iso = /(\d{4})-(\d{1,2})-(\d{1,2})/.exec(raw);
  if (iso) gregorian = `${iso[1]}-${iso[2]!.padStart(2, '0')}-${iso[3]!.padStart(2, '0')}`;
  const slashed = raw.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660));
  for (const m of slashed.matchAll(/(\d{1,4})\/(\d{1,2})\/(\d{1,4})/g)) {
    const [a, b, c] = [m[1]!, m[2]!, m[3]!];
    const [y, mo, d] = a.length === 4 ? [a, b, c] : [c, b, a];
    const value = `${y}-${mo.padStart(2, '0')}-${d.padStart(2, '0')}`;
    if (Number(y) < 1600) hijri ??= value;
    else gregorian ??= value;
  }
  return { hijri, gregorian };
}

/**
 * The text the index sees: the in-force wording. An article whose amended wording is not in the corpus is indexed
 * by its original text so it can still be found (its `wording` says the text is superseded); a repealed one too.
 */
export function articleSearchText(text: string, consolidated: Pick<Consolidated, 'current'>): string {
  return normalizeArabic(consolidated.current ?? text);
}

function emptyConsolidation(): ConsolidationReport {
  return {
    byShape: Object.fromEntries(SHAPES.map((k) => [k, 0])) as Record<Shape, number>,
    byWording: { original: 0, amended: 0, 'amended-unknown': 0, repealed: 0 },
    addedArticles: 0,
    unparsed: [],
  };
}

type Prepared = { line: CorpusLine; c: Consolidated };

export function articleSearchHead(line: Pick<CorpusLine, 'law_title' | 'part' | 'chapter'>): string {
  return normalizeArabic([line.law_title, line.part ?? '', line.chapter ?? ''].join(' '));
}

async function* linesOf(file: string): AsyncGenerator<string> {
  const rl = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
  yield* rl;
}

/**
 * Loads a corpus into the database: batched transactions, upsert by (law_id, number, bis) so a re-import
 * updates and never duplicates. A bad line is reported with its number and skipped.
 */
export async function importLaws(
  db: Db,
  input: string | AsyncIterable<string> | Iterable<string>,
  options: { onProgress?: (articles: number) => void } = {},
): Promise<ImportReport> {
  const started = performance.now();
  const source = typeof input === 'string' ? linesOf(input) : input;
  const bad: BadLine[] = [];
  const lawIds = new Set<string>();
  let articles = 0;
  let batch: Prepared[] = [];
  const consolidation = emptyConsolidation();
  // Articles the corpus has, and those notes add: the latter are created after the corpus if still missing.
  const present = new Set<string>();
  const added = new Map<string, { line: CorpusLine; article: AddedArticle }>();
  let lineNo = 0;

  const flush = async () => {
    if (batch.length === 0) return;
    const rows = batch;
    batch = [];
    await writeBatch(db, rows);
    articles += rows.length;
    options.onProgress?.(articles);
  };

  for await (const raw of source) {
    lineNo++;
    if (!raw.trim()) continue;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch (err) {
      bad.push({ line: lineNo, error: `invalid JSON: ${(err as Error).message}` });
      continue;
    }
    const parsed = CorpusLineSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      bad.push({ line: lineNo, error: `${issue.path.join('.') || 'line'}: ${issue.message}` });
      continue;
    }
    const line = parsed.data;
    lawIds.add(line.law_id);
    const c = consolidate({
      text: line.text,
      notes: line.amendment_notes,
      number: line.article_number,
      bis: line.bis,
    });
    tally(consolidation, line, c);
    present.add(articleKey(line.law_id, line.article_number, line.bis));
    for (const a of c.added) added.set(articleKey(line.law_id, a.number, a.bis), { line, article: a });
    batch.push({ line, c });
    if (batch.length >= BATCH) await flush();
  }
  for (const [key, { line, article }] of added) {
    if (present.has(key)) continue;
    batch.push(addedArticleLine(line, article));
    consolidation.addedArticles++;
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  if (lawIds.size > 0) await refreshDerived(db, [...lawIds]);
  invalidateLawIndex(db);
  invalidateSearchIndex(db);
  return { laws: lawIds.size, articles, bad, ms: Math.round(performance.now() - started), consolidation };
}

/**
 * Recomputes what an import derives — every law's article count and the term frequencies retrieval weighs by — and
 * drops this process's cached indexes so the next search rebuilds them from the database.
 */
export async function reindexCorpus(db: Db): Promise<void> {
  const laws = rowsOf<{ id: string }>(await db.execute(sql`select id from legal_laws`)).map((row) => row.id);
  if (laws.length > 0) await refreshDerived(db, laws);
  invalidateLawIndex(db);
  invalidateSearchIndex(db);
}

function articleKey(lawId: string, number: number, bis: boolean): string {
  return `${lawId}\u0000${number}\u0000${bis}`;
}

function tally(report: ConsolidationReport, line: CorpusLine, c: Consolidated) {
  for (const h of c.history) report.byShape[h.kind]++;
  report.byWording[c.wording]++;
  const article = `${line.article_number}${line.bis ? ' bis' : ''}`;
  for (const u of c.unparsed)
    report.unparsed.push({ lawId: line.law_id, article, reason: u.reason, note: u.note });
}

/** The article a note on `neighbour` adds: in force as the note gives it, placed under the neighbour's headings. */
function addedArticleLine(neighbour: CorpusLine, a: AddedArticle): Prepared {
  const line: CorpusLine = {
    ...neighbour,
    article_number: a.number,
    bis: a.bis,
    article_label: `المادة ${a.number}${a.bis ? ' مكرر' : ''}`,
    text: a.text,
    text_en: null,
    amendment_notes: [],
  };
  const c: Consolidated = {
    current: a.text,
    wording: 'amended',
    inForceAsOf: a.date,
    history: [{ decree: a.decree, date: a.date, kind: 'add-article', text: a.text }],
    unparsed: [],
    added: [],
  };
  return { line, c };
}

async function writeBatch(db: Db, prepared: Prepared[]) {
  const rows = prepared.map((p) => p.line);
  // The last line of a law in the batch wins for the law's own fields.
  const laws = new Map<string, typeof legalLaws.$inferInsert>();
  for (const r of rows) {
    const issued = parseLawDate(r.law_issued);
    laws.set(r.law_id, {
      id: r.law_id,
      titleAr: r.law_title,
      titleEn: englishTitle(r.law_id, r.law_title_en),
      status: r.law_status ?? null,
      url: r.law_url ?? null,
      issued: r.law_issued ?? null,
      published: r.law_published ?? null,
      issuedHijri: issued.hijri,
      issuedGregorian: issued.gregorian,
      category: categorize(r.law_title),
      source: r.source ?? null,
    });
  }
  // A batch may repeat (law, number, bis) only in a broken corpus; keep the last so the upsert does not fail.
  const articleRows = new Map<string, typeof legalArticles.$inferInsert>();
  for (const { line: r, c } of prepared) {
    articleRows.set(articleKey(r.law_id, r.article_number, r.bis), {
      lawId: r.law_id,
      number: r.article_number,
      bis: r.bis,
      label: r.article_label,
      part: r.part ?? null,
      chapter: r.chapter ?? null,
      textAr: r.text,
      textEn: r.text_en ?? null,
      amendmentNotes: r.amendment_notes,
      textCurrent: c.current,
      wording: c.wording,
      amendments: c.history,
      inForceAsOf: c.inForceAsOf,
      searchHead: articleSearchHead(r),
      searchText: articleSearchText(r.text, c),
    });
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(legalLaws)
      .values([...laws.values()])
      .onConflictDoUpdate({
        target: legalLaws.id,
        set: {
          titleAr: sql`excluded.title_ar`,
          titleEn: sql`excluded.title_en`,
          status: sql`excluded.status`,
          url: sql`excluded.url`,
          issued: sql`excluded.issued`,
          published: sql`excluded.published`,
          issuedHijri: sql`excluded.issued_hijri`,
          issuedGregorian: sql`excluded.issued_gregorian`,
          category: sql`excluded.category`,
          source: sql`excluded.source`,
          updatedAt: sql`now()`,
        },
      });
    await tx
      .insert(legalArticles)
      .values([...articleRows.values()])
      .onConflictDoUpdate({
        target: [legalArticles.lawId, legalArticles.number, legalArticles.bis],
        set: {
          label: sql`excluded.label`,
          part: sql`excluded.part`,
          chapter: sql`excluded.chapter`,
          textAr: sql`excluded.text_ar`,
          textEn: sql`excluded.text_en`,
          amendmentNotes: sql`excluded.amendment_notes`,
          textCurrent: sql`excluded.text_current`,
          wording: sql`excluded.wording`,
          amendments: sql`excluded.amendments`,
          inForceAsOf: sql`excluded.in_force_as_of`,
          searchHead: sql`excluded.search_head`,
          searchText: sql`excluded.search_text`,
        },
      });
  });
}

/** Article counts of the touched laws, and the document frequencies retrieval weighs terms by. */
async function refreshDerived(db: Db, lawIds: string[]) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update legal_laws l set article_count = (select count(*) from legal_articles a where a.law_id = l.id)
      where l.id in (${sql.join(
        lawIds.map((id) => sql`${id}`),
        sql`, `,
      )})`);
    await tx.execute(sql`delete from legal_term_stats`);
    await tx.execute(sql`
      insert into legal_term_stats (lexeme, ndoc)
      select word, ndoc from ts_stat('select tsv from legal_articles')`);
  });
}
