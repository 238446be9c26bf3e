import type { AdminContent, GuideCheck } from '@mustashar/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { bundledExpansions, expansionKey } from '../expansions/expansions.ts';
import { GUIDES } from '../guides/index.ts';
import { bundledPlainRules, ruleKey } from '../plain-rules/plain-rules.ts';
import { searchIndex } from '../ranking/statute-index.ts';
import { resolveGuideCitations } from './guides-api.ts';

type CorpusRow = {
  laws: number;
  laws_repealed: number;
  articles: number;
  original: number;
  amended: number;
  amended_unknown: number;
  repealed: number;
  last_import: string | null;
  terms: number;
};

/**
 * What the legal engine runs on, for the console (ADR 091): the imported corpus and its wordings, the search index
 * of this instance, how much of the corpus the written knowledge (expansions, plain rules) covers, and each guide's
 * citations checked against the imported articles.
 */
export async function contentStatus(db: Db): Promise<AdminContent> {
  const [corpus] = rowsOf<CorpusRow>(
    await db.execute(sql`
      select
        (select count(*)::int from legal_laws) as laws,
        (select count(*)::int from legal_laws where status = 'repealed') as laws_repealed,
        (select count(*)::int from legal_articles) as articles,
        (select count(*)::int from legal_articles where wording = 'original') as original,
        (select count(*)::int from legal_articles where wording = 'amended') as amended,
        (select count(*)::int from legal_articles where wording = 'amended-unknown') as amended_unknown,
        (select count(*)::int from legal_articles where wording = 'repealed') as repealed,
        (select max(updated_at) from legal_laws) as last_import,
        (select count(*)::int from legal_term_stats) as terms`),
  );
  const inForce = rowsOf<{ law_id: string; number: number; bis: boolean }>(
    await db.execute(sql`
      select a.law_id, a.number, a.bis from legal_articles a join legal_laws l on l.id = a.law_id
      where a.wording <> 'repealed' and coalesce(l.status, '') <> 'repealed'`),
  );
  const expansions = bundledExpansions().lines;
  const rules = bundledPlainRules().rules;
  let withExpansions = 0;
  let withPlainRules = 0;
  for (const a of inForce) {
    const number = Number(a.number);
    if (expansions.has(expansionKey(a.law_id, number, a.bis))) withExpansions++;
    if (rules.has(ruleKey(a.law_id, number, a.bis))) withPlainRules++;
  }

  const articles = Number(corpus?.articles ?? 0);
  const lawStatus = new Map(
    rowsOf<{ id: string; status: string | null }>(
      await db.execute(sql`select id, status from legal_laws`),
    ).map((row) => [row.id, row.status]),
  );
  const guides = await Promise.all(
    GUIDES.map(async (guide) => {
      const citations = (await resolveGuideCitations(db, guide)).map((c) => ({
        lawTitle: c.lawTitle,
        lawId: c.lawId,
        missing: c.articles.filter((a) => a.articleId === null).map((a) => a.number),
      }));
      let check: GuideCheck = 'ok';
      if (articles === 0) check = 'no_corpus';
      else if (citations.some((c) => c.lawId === null)) check = 'law_missing';
      else if (citations.some((c) => lawStatus.get(c.lawId!) === 'repealed')) check = 'law_repealed';
      else if (citations.some((c) => c.missing.length > 0)) check = 'articles_missing';
      return { id: guide.id, title: guide.title, check, citations };
    }),
  );

  const index = articles === 0 ? null : await searchIndex(db);
  const date = (value: string | null) => (value ? new Date(value).toISOString() : null);
  return {
    corpus: {
      laws: Number(corpus?.laws ?? 0),
      lawsRepealed: Number(corpus?.laws_repealed ?? 0),
      articles,
      wordings: {
        original: Number(corpus?.original ?? 0),
        amended: Number(corpus?.amended ?? 0),
        amendedUnknown: Number(corpus?.amended_unknown ?? 0),
        repealed: Number(corpus?.repealed ?? 0),
      },
      lastImportAt: date(corpus?.last_import ?? null),
      indexTerms: Number(corpus?.terms ?? 0),
    },
    index: index
      ? {
          builtAt: new Date(index.builtAt).toISOString(),
          buildMs: Math.round(index.buildMs),
          articles: index.articles,
          terms: index.terms,
        }
      : null,
    knowledge: { articlesInForce: inForce.length, withExpansions, withPlainRules },
    guides,
  };
}
