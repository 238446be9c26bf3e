import { fileURLToPath } from 'node:url';
import { LawsResponseSchema, PlansResponseSchema } from '@mustashar/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp, useTwoTestApps } from '../../test/helpers.ts';
import { createUser, planId, type TestUser } from '../../test/support/billing.ts';
import { consoleUser } from '../../test/support/console.ts';
import { legalLaws } from '../db/schema.ts';
import { importLaws } from '../modules/legal/corpus/importer.ts';

const fixture = fileURLToPath(
  new URL('../modules/legal/corpus/test-fixtures/fixture.jsonl', import.meta.url),
);

const editPlan = (t: TestApp, admin: TestUser, id: number, en: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/plans/${id}`,
    payload: { displayNames: { ar: 'باقة', en } },
    headers: { 'accept-language': 'en', authorization: `Bearer ${admin.token}` },
  });

const planNames = async (t: TestApp) =>
  PlansResponseSchema.parse((await t.app.inject({ url: '/api/plans' })).json()).plans.map(
    (p) => p.display_names.en,
  );

describe('public reads served from memory', () => {
  const t = useTestApp();

  it('answers the plan list with a strong ETag, and 304 with no body when the browser has it', async () => {
    const first = await t.app.inject({ url: '/api/plans' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');

    const again = await t.app.inject({ url: '/api/plans', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const other = await t.app.inject({ url: '/api/plans', headers: { 'if-none-match': '"something-else"' } });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });

  it('serialises the public settings and the help content once, and answers a revalidation with 304', async () => {
    for (const [url, cacheControl] of [
      ['/api/config', 'public, no-cache'],
      ['/api/help?lang=ar', 'public, max-age=300'],
      ['/api/help?lang=en', 'public, max-age=300'],
    ] as const) {
      const first = await t.app.inject({ url });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe(cacheControl);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      const again = await t.app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
      expect([again.statusCode, again.body]).toEqual([304, '']);
    }
    const ar = await t.app.inject({ url: '/api/help?lang=ar' });
    const en = await t.app.inject({ url: '/api/help?lang=en' });
    expect(ar.headers.etag).not.toBe(en.headers.etag);
  });

  it('serves a plan edited in the console at once, with a new ETag', async () => {
    const admin = await consoleUser(t, 'cache-admin@example.com', 'admin');
    const before = await t.app.inject({ url: '/api/plans' });
    const id = await planId(t, 'practicing-lawyer');
    expect((await editPlan(t, admin, id, 'Lawyer, edited')).statusCode).toBe(200);
    const after = await t.app.inject({
      url: '/api/plans',
      headers: { 'if-none-match': before.headers.etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(await planNames(t)).toContain('Lawyer, edited');
  });

  it('keeps the library until it is invalidated: a re-index shows a changed law at once', async () => {
    await importLaws(t.app.db, fixture);
    const laws = LawsResponseSchema.parse((await t.app.inject({ url: '/api/legal/laws' })).json()).laws;
    const law = laws[0]!;
    const article = await t.app.inject({ url: `/api/legal/laws/${law.id}` });
    expect(article.headers['cache-control']).toBe('public, max-age=300');

    // A change made behind the app's back is not seen: the answer comes from memory.
    await t.app.db.update(legalLaws).set({ titleAr: 'عنوان بعد التعديل' }).where(eq(legalLaws.id, law.id));
    const cached = await t.app.inject({ url: `/api/legal/laws/${law.id}` });
    expect(cached.body).toBe(article.body);

    const admin = await consoleUser(t, 'cache-reindex@example.com', 'admin');
    const reindex = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/reindex',
      headers: { authorization: `Bearer ${admin.token}`, origin: 'http://mustashar.test' },
    });
    expect(reindex.statusCode, reindex.body).toBe(200);
    const fresh = await t.app.inject({ url: `/api/legal/laws/${law.id}` });
    expect(fresh.json()).toMatchObject({ title: 'عنوان بعد التعديل' });
    const list = LawsResponseSchema.parse((await t.app.inject({ url: '/api/legal/laws' })).json()).laws;
    expect(list.find((l) => l.id === law.id)?.title).toBe('عنوان بعد التعديل');
  });

  it('keeps nothing for a law or an article that does not exist', async () => {
    const missing = await t.app.inject({ url: '/api/legal/laws/no-such-law' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('public reads on two instances', () => {
  const apps = useTwoTestApps(() => ({ env: { REDIS_URL: redisUrl! } }));

  it('a plan edited through one instance is served fresh by the other', async () => {
    const admin = await consoleUser(apps.first, 'cache-two@example.com', 'admin');
    const id = await planId(apps.first, 'practicing-lawyer');
    // Both instances hold the list in memory before the edit.
    expect(await planNames(apps.second)).not.toContain('Lawyer, edited on A');
    expect((await editPlan(apps.first, admin, id, 'Lawyer, edited on A')).statusCode).toBe(200);
    // Redis carries the invalidation; the entry's own expiry (a minute) is far beyond this wait.
    await expect
      .poll(() => planNames(apps.second), { timeout: 5_000, interval: 20 })
      .toContain('Lawyer, edited on A');
  });
});

describe('what a shared cache may keep', () => {
  const t = useTestApp();
  /** Public reads, the same for everyone; everything else under /api is private. */
  const PUBLIC = new Set([
    '/api/plans',
    '/api/config',
    '/api/help',
    '/api/legal/laws',
    '/api/legal/laws/:id',
    '/api/legal/articles/:id',
  ]);

  it('every GET under /api is marked private or no-store, but for the public reads, for a signed-in user', async () => {
    const user = await createUser(t, 'cache-walk@example.com');
    await importLaws(t.app.db, fixture);
    const law = LawsResponseSchema.parse((await t.app.inject({ url: '/api/legal/laws' })).json()).laws[0]!;
    const values: Record<string, string> = { ':id': law.id };
    const routes = t.app.routeTable.filter((r) => r.method === 'GET' && r.url.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(40);
    const seen: string[] = [];
    for (const route of routes) {
      const url = route.url.replace(
        /:\w+/g,
        (param) => values[param] ?? '00000000-0000-4000-8000-000000000000',
      );
      const res = await t.app.inject({
        url: url.replace('/api/help', '/api/help?lang=en'),
        headers: { authorization: `Bearer ${user.token}`, 'accept-language': 'en' },
      });
      const cacheControl = String(res.headers['cache-control'] ?? '');
      if (PUBLIC.has(route.url) && res.statusCode === 200) {
        expect(cacheControl, route.url).toMatch(/^public/);
        expect(res.headers['set-cookie'], route.url).toBeUndefined();
      } else {
        expect(cacheControl, `${route.url} → ${res.statusCode}`).toMatch(/no-store|private/);
      }
      seen.push(route.url);
    }
    expect(seen).toEqual(expect.arrayContaining([...PUBLIC, '/api/auth/me', '/api/billing/subscription']));
  });
});
