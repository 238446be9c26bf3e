import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { invalidateSearchIndex } from '../ranking/statute-index.ts';
import { invalidateLawIndex } from '../text/law-index.ts';
import { normalizeArabic } from '../text/normalize.ts';
import { categorize } from './categories.ts';
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
export type ImportReport = { laws: number; articles: number; bad: BadLine[]; ms: number };

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

/** The text the index sees: amendment notes newest first (their wording wins), then the original text. */
export function articleSearchText(text: string, notes: string[]): string {
  return normalizeArabic([...notes].reverse().join(' \n ').concat(' \n ', text));
}

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
  let batch: CorpusLine[] = [];
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
    lawIds.add(parsed.data.law_id);
    batch.push(parsed.data);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  if (lawIds.size > 0) await refreshDerived(db, [...lawIds]);
  invalidateLawIndex(db);
  invalidateSearchIndex(db);
  return { laws: lawIds.size, articles, bad, ms: Math.round(performance.now() - started) };
}

async function writeBatch(db: Db, rows: CorpusLine[]) {
  // The last line of a law in the batch wins for the law's own fields.
  const laws = new Map<string, typeof legalLaws.$inferInsert>();
  for (const r of rows) {
    const issued = parseLawDate(r.law_issued);
    laws.set(r.law_id, {
      id: r.law_id,
      titleAr: r.law_title,
      titleEn: r.law_title_en ?? null,
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
  for (const r of rows) {
    articleRows.set(`${r.law_id}\u0000${r.article_number}\u0000${r.bis}`, {
      lawId: r.law_id,
      number: r.article_number,
      bis: r.bis,
      label: r.article_label,
      part: r.part ?? null,
      chapter: r.chapter ?? null,
      textAr: r.text,
      textEn: r.text_en ?? null,
      amendmentNotes: r.amendment_notes,
      searchHead: articleSearchHead(r),
      searchText: articleSearchText(r.text, r.amendment_notes),
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
