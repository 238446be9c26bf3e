import type { ArticleResponse, LawDetail, LawSummary, Article as LegalArticle } from '@mustashar/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { legalArticles, legalLaws } from '../corpus/schema.ts';
import { wordingOf } from '../ranking/research.ts';

/** The library's reads: laws, a law with its articles, one article. */

type LawRow = typeof legalLaws.$inferSelect;
type ArticleRow = typeof legalArticles.$inferSelect;

export const articleUrl = (lawId: string, number: number, bis = false) =>
  `/library/laws/${encodeURIComponent(lawId)}#article-${number}${bis ? '-bis' : ''}`;

const toSummary = (law: LawRow): LawSummary => ({
  id: law.id,
  title: law.titleAr,
  titleEn: law.titleEn,
  status: law.status,
  articleCount: law.articleCount,
  category: law.category,
});

const toArticle = (a: ArticleRow): LegalArticle => ({
  id: a.id,
  lawId: a.lawId,
  number: a.number,
  bis: a.bis,
  label: a.label,
  part: a.part,
  chapter: a.chapter,
  textAr: a.textAr,
  textEn: a.textEn,
  amendmentNotes: a.amendmentNotes,
  ...libraryWording(a),
  url: articleUrl(a.lawId, a.number, a.bis),
});

/** The in-force wording fields, read as research.ts reads them for answers (one rule for both). */
function libraryWording(a: ArticleRow) {
  const w = wordingOf({
    text_ar: a.textAr,
    text_current: a.textCurrent,
    wording: a.wording,
    amendments: a.amendments,
    in_force_as_of: a.inForceAsOf,
  });
  const known = w.wording === 'original' || w.wording === 'amended';
  return {
    currentText: known ? w.text : null,
    wording: w.wording,
    inForceAsOf: w.inForceAsOf,
    amendedBy: w.amendedBy,
  };
}

const articleColumns = {
  id: legalArticles.id,
  lawId: legalArticles.lawId,
  number: legalArticles.number,
  bis: legalArticles.bis,
  label: legalArticles.label,
  part: legalArticles.part,
  chapter: legalArticles.chapter,
  textAr: legalArticles.textAr,
  textEn: legalArticles.textEn,
  amendmentNotes: legalArticles.amendmentNotes,
  textCurrent: legalArticles.textCurrent,
  wording: legalArticles.wording,
  amendments: legalArticles.amendments,
  inForceAsOf: legalArticles.inForceAsOf,
};

export async function listLaws(db: Db): Promise<LawSummary[]> {
  const rows = await db.select().from(legalLaws).orderBy(asc(legalLaws.titleAr), asc(legalLaws.id));
  return rows.map(toSummary);
}

export async function getLaw(db: Db, id: string): Promise<LawDetail | null> {
  const [law] = await db.select().from(legalLaws).where(eq(legalLaws.id, id));
  if (!law) return null;
  const articles = await db
    .select(articleColumns)
    .from(legalArticles)
    .where(eq(legalArticles.lawId, id))
    .orderBy(asc(legalArticles.number), asc(legalArticles.bis));
  return {
    ...toSummary(law),
    url: law.url,
    issued: law.issued,
    published: law.published,
    issuedHijri: law.issuedHijri,
    issuedGregorian: law.issuedGregorian,
    source: law.source,
    articles: articles.map((a) => toArticle(a as ArticleRow)),
  };
}

export async function getArticle(db: Db, id: string): Promise<ArticleResponse | null> {
  const [row] = await db
    .select({ article: articleColumns, law: legalLaws })
    .from(legalArticles)
    .innerJoin(legalLaws, eq(legalLaws.id, legalArticles.lawId))
    .where(and(eq(legalArticles.id, id)));
  if (!row) return null;
  return {
    ...toArticle(row.article as ArticleRow),
    lawTitle: row.law.titleAr,
    lawStatus: row.law.status,
    lawUrl: row.law.url,
    history: { original: row.article.textAr, amendments: row.article.amendments },
  };
}
