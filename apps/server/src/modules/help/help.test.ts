import { HELP_CATEGORIES, HelpContentSchema } from '@mustashar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { readingTime } from './service.ts';

describe('GET /api/help', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves Arabic by default with Arabic-Indic reading times', async () => {
    const res = await t.app.inject({ url: '/api/help' });
    expect(res.statusCode).toBe(200);
    const body = HelpContentSchema.parse(res.json());
    expect(body.categories.map((c) => c.slug)).toEqual([...HELP_CATEGORIES]);
    expect(body.faqs.length).toBeGreaterThanOrEqual(30);
    expect(body.faqs[0]!.time).toMatch(/^(دقيقة واحدة|دقيقتان|[٠-٩]+ (دقيقة|دقائق))$/);
    expect(body.faqs[0]!.q).toMatch(/[\u0600-\u06FF]/);
  });

  it('serves English on ?lang=en', async () => {
    const body = HelpContentSchema.parse((await t.app.inject({ url: '/api/help?lang=en' })).json());
    expect(body.categories).toHaveLength(6);
    expect(body.faqs.length).toBeGreaterThanOrEqual(30);
    expect(body.faqs[0]!.time).toMatch(/^\d+ min read$/);
    for (const slug of HELP_CATEGORIES) expect(body.faqs.some((f) => f.category === slug)).toBe(true);
  });

  it('rejects an unknown language', async () => {
    const res = await t.app.inject({ url: '/api/help?lang=fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('lang');
  });

  it('words Arabic reading times with the right noun', () => {
    expect([0, 1, 2, 3, 11, 100].map((n) => readingTime(n, 'ar'))).toEqual([
      'أقل من دقيقة',
      'دقيقة واحدة',
      'دقيقتان',
      '٣ دقائق',
      '١١ دقيقة',
      '١٠٠ دقيقة',
    ]);
    expect(readingTime(1, 'en')).toBe('1 min read');
    expect(readingTime(3, 'en')).toBe('3 min read');
  });
});
