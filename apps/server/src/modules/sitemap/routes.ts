import type { FastifyPluginAsync } from 'fastify';
import { create } from 'xmlbuilder2';

export const PUBLIC_ROUTES = [
  '/',
  '/pricing',
  '/contact',
  '/about',
  '/terms',
  '/privacy',
  '/cookies',
  '/faq',
  '/help',
  '/library',
  '/login',
  '/register',
] as const;

export function buildSitemap(appUrl: string): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8' }).ele('urlset', {
    xmlns: 'http://www.sitemaps.org/schemas/sitemap/0.9',
  });
  for (const route of PUBLIC_ROUTES) {
    doc
      .ele('url')
      .ele('loc')
      .txt(`${appUrl}${route}`)
      .up()
      .ele('changefreq')
      .txt(route === '/' || route === '/pricing' ? 'weekly' : 'monthly')
      .up()
      .ele('priority')
      .txt(route === '/' ? '1.0' : '0.7');
  }
  return doc.end({ prettyPrint: true });
}

/** robots.txt names the sitemap, which crawlers accept only as an absolute URL: built from APP_URL here. */
export function buildRobots(appUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /chat',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export const sitemapRoutes: FastifyPluginAsync = async (app) => {
  const xml = buildSitemap(app.config.appUrl);
  const robots = buildRobots(app.config.appUrl);
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml),
  );
};
