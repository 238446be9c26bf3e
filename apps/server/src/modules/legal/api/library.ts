import type { ArticleResponse, LawDetail, LawSummary, Article as LegalArticle } from '@mustashar/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { legalArticles, legalLaws } from '../corpus/schema.ts';

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
  url: articleUrl(a.lawId, a.number, a.bis),
});

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
  };
}
