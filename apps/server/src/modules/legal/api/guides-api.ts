import type { GuideCitation, GuideDetail, GuideSummary } from '@mustashar/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { localizeDigits } from '../../../lib/numbers.ts';
import { GUIDES, type Guide, guideById } from '../guides/index.ts';
import { lawIndex, resolveCitationLaw } from '../text/law-index.ts';

/** The guides as the library serves them; citations resolve to imported articles when a corpus is there. */

export const guideUrl = (id: string) => `/library/guides/${id}`;
export const libraryArticleUrl = (articleId: string) => `/library/articles/${articleId}`;

/** A guide's Arabic in Arabic-Indic digits: the guides are written with Latin ones, converted as they are served. */
const arabicDigits = (text: { ar: string; en: string }, markdown = false) => ({
  ar: localizeDigits(text.ar, 'ar', { markdown }),
  en: text.en,
});

export const toGuideSummary = (g: Guide): GuideSummary => ({
  id: g.id,
  topic: g.topic,
  title: arabicDigits(g.title),
  summary: arabicDigits(g.summary),
  keywords: g.keywords,
  url: guideUrl(g.id),
});

export function listGuides(topic?: string): GuideSummary[] {
  return GUIDES.filter((g) => !topic || g.topic === topic).map(toGuideSummary);
}

type ArticleKey = { id: string; law_id: string; number: number };

/**
 * Article ids for (law, number) pairs, not bis, in one query; the key is `lawId#number`. Empty when nothing is
 * imported.
 */
export async function articleIds(
  db: Db,
  refs: { lawId: string; number: number }[],
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (refs.length === 0) return out;
  const result = await db.execute(sql`
    select a.id, a.law_id, a.number from legal_articles a
    where a.bis = false and (a.law_id, a.number) in (${sql.join(
      refs.map((r) => sql`(${r.lawId}, ${r.number}::int)`),
      sql`, `,
    )})`);
  for (const row of rowsOf<ArticleKey>(result)) out.set(`${row.law_id}#${Number(row.number)}`, row.id);
  return out;
}

/** A guide's citations with the imported law and article each resolves to (nulls on a fresh machine). */
export async function resolveGuideCitations(db: Db, guide: Guide): Promise<GuideCitation[]> {
  const laws = (await lawIndex(db)).laws;
  const resolved = guide.citations.map((c) => ({ c, law: resolveCitationLaw(laws, c) }));
  const ids = await articleIds(
    db,
    resolved.flatMap(({ c, law }) => (law ? c.articles.map((number) => ({ lawId: law.id, number })) : [])),
  );
  return resolved.map(({ c, law }) => ({
    lawTitle: c.lawTitle,
    lawId: law?.id ?? null,
    articles: c.articles.map((number) => {
      const articleId = law ? (ids.get(`${law.id}#${number}`) ?? null) : null;
      return { number, articleId, url: articleId ? libraryArticleUrl(articleId) : null };
    }),
  }));
}

export async function getGuide(db: Db, id: string): Promise<GuideDetail | null> {
  const guide = guideById(id);
  if (!guide) return null;
  return {
    ...toGuideSummary(guide),
    body: arabicDigits(guide.body, true),
    citations: await resolveGuideCitations(db, guide),
  };
}
