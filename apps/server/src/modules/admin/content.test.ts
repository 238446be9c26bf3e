import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.ts';
import { api } from '../../../test/support/billing.ts';
import { consoleUser } from '../../../test/support/console.ts';
import { auditLog } from '../../db/schema.ts';
import { importLaws } from '../legal/corpus/importer.ts';
import { GUIDES } from '../legal/guides/index.ts';

const fixture = fileURLToPath(new URL('../legal/corpus/test-fixtures/fixture.jsonl', import.meta.url));
const fixtureLines = readFileSync(fixture, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map(
    (line) =>
      JSON.parse(line) as {
        law_id: string;
        law_title: string;
        article_number: number;
        bis: boolean;
        law_status: string;
      },
  );
const LABOUR = 'نظام العمل';
const labourArticles = new Set(
  fixtureLines.filter((l) => l.law_title === LABOUR && !l.bis).map((l) => l.article_number),
);

describe('the console content page: the corpus, the index, the knowledge and the guides', () => {
  const t = useTestApp();

  it('says so when nothing is imported: no corpus, no index, every guide unchecked', async () => {
    const support = await consoleUser(t, 'content-support@example.com', 'support');
    const res = await api(t, support).get('/api/admin/content');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.corpus).toMatchObject({ laws: 0, articles: 0, lastImportAt: null, indexTerms: 0 });
    expect(body.index).toBeNull();
    expect(body.guides).toHaveLength(GUIDES.length);
    expect(new Set(body.guides.map((g: { check: string }) => g.check))).toEqual(new Set(['no_corpus']));
  });

  it("counts the imported fixture, checks each guide's citations against it, and re-indexes (admins only, audited)", async () => {
    const report = await importLaws(t.app.db, fixture);
    expect(report.bad).toEqual([]);
    const admin = await consoleUser(t, 'content-admin@example.com', 'admin');
    const support = await consoleUser(t, 'content-support-2@example.com', 'support');

    const body = (await api(t, admin).get('/api/admin/content')).json();
    expect(body.corpus.laws).toBe(new Set(fixtureLines.map((l) => l.law_id)).size);
    expect(body.corpus.lawsRepealed).toBe(
      new Set(fixtureLines.filter((l) => l.law_status === 'repealed').map((l) => l.law_id)).size,
    );
    expect(body.corpus.articles).toBe(report.articles);
    const w = body.corpus.wordings;
    expect(w.original + w.amended + w.amendedUnknown + w.repealed).toBe(report.articles);
    expect(body.corpus.lastImportAt).not.toBeNull();
    expect(body.corpus.indexTerms).toBeGreaterThan(0);
    expect(body.index).toMatchObject({ articles: report.articles });
    expect(body.knowledge.articlesInForce).toBeLessThanOrEqual(report.articles);

    // A labour-law citation resolves to the fixture's law and names exactly the articles the fixture lacks; a
    // guide citing a law the fixture does not have says so.
    for (const guide of GUIDES) {
      const checked = body.guides.find((g: { id: string }) => g.id === guide.id);
      guide.citations.forEach((citation, i) => {
        const got = checked.citations[i];
        expect(got.lawTitle).toBe(citation.lawTitle);
        if (citation.lawTitle === LABOUR) {
          expect(got.lawId).toBe('fx-labour');
          expect(got.missing).toEqual(citation.articles.filter((n) => !labourArticles.has(n)));
        }
      });
      if (checked.citations.some((c: { lawId: string | null }) => c.lawId === null))
        expect(checked.check).toBe('law_missing');
    }
    expect(body.guides.some((g: { check: string }) => g.check === 'law_missing')).toBe(true);

    // Term statistics lost (a failed import, a restore): the page shows 0 until an admin re-indexes.
    await t.app.db.execute(sql`delete from legal_term_stats`);
    expect((await api(t, support).get('/api/admin/content')).json().corpus.indexTerms).toBe(0);
    const refused = await api(t, support).post('/api/admin/content/reindex');
    expect(refused.statusCode).toBe(403);
    const done = await api(t, admin, 'ar').post('/api/admin/content/reindex');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe('أُعيدت فهرسة النصوص النظامية.');
    expect(done.json().indexTerms).toBe(body.corpus.indexTerms);
    expect((await api(t, support).get('/api/admin/content')).json().corpus.indexTerms).toBe(
      body.corpus.indexTerms,
    );
    const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'admin.corpus_reindex'));
    expect(entry).toMatchObject({
      userId: admin.id,
      detail: {
        before: { articles: report.articles, indexTerms: 0 },
        after: { articles: report.articles, indexTerms: body.corpus.indexTerms },
      },
    });
  });
});
