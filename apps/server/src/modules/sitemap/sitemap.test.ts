import { describe, expect, it } from 'vitest';
import { convert } from 'xmlbuilder2';
import { createTestApp } from '../../../test/helpers.ts';

describe('GET /sitemap.xml', () => {
  it('lists the public routes as absolute URLs on APP_URL', async () => {
    const t = await createTestApp({ env: { APP_URL: 'https://mustashar.example.sa/' } });
    try {
      const res = await t.app.inject({ url: '/sitemap.xml' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      const doc = convert(res.body, { format: 'object' }) as {
        urlset: { '@xmlns': string; url: { loc: string }[] };
      };
      expect(doc.urlset['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
      const locs = doc.urlset.url.map((u) => u.loc);
      expect(locs).toHaveLength(12);
      expect(locs).toContain('https://mustashar.example.sa/');
      expect(locs).toContain('https://mustashar.example.sa/pricing');
      expect(locs).toContain('https://mustashar.example.sa/register');
      expect(locs).toContain('https://mustashar.example.sa/library');
      for (const loc of locs) expect(loc.startsWith('https://mustashar.example.sa/')).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe('GET /robots.txt', () => {
  it('points crawlers at the sitemap by absolute URL and keeps private areas out', async () => {
    const t = await createTestApp({ env: { APP_URL: 'https://mustashar.example.sa/' } });
    try {
      const res = await t.app.inject({ url: '/robots.txt' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toContain('User-agent: *');
      expect(res.body).toContain('Disallow: /dashboard');
      expect(res.body).toContain('Sitemap: https://mustashar.example.sa/sitemap.xml');
    } finally {
      await t.close();
    }
  });
});
