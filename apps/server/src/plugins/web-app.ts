import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isWebRoute } from '@mustashar/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendNotFound } from '../lib/errors.ts';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="ar" dir="rtl"><head><meta charset="utf-8"><title>Mustashar</title></head>
<body><h1>مستشار</h1><p>لم يُبنَ تطبيق الويب بعد. شغّل <code>npm run build</code>.</p>
<p dir="ltr">The web app is not built yet. Run <code>npm run build</code>.</p></body></html>`;

/** Paths the single-page app never owns: they answer JSON 404 when nothing matches. */
export function isServerPath(url: string): boolean {
  return /^\/(api|dev|ws)(\/|\?|$)/.test(url);
}

function hasPrecompressed(dir: string): boolean {
  try {
    return readdirSync(path.join(dir, 'assets')).some((f) => f.endsWith('.br') || f.endsWith('.gz'));
  } catch {
    return false;
  }
}

/**
 * Serves apps/web's build: hashed files under /assets/ cache forever, everything else (index.html included)
 * revalidates; other non-API GETs fall back to index.html so client-side routes survive a reload (404 for a path
 * the app has no page for).
 */
export const webApp = fp<{ distDir: string }>(
  async (app, { distDir }) => {
    const built = existsSync(path.join(distDir, 'index.html'));
    if (built) {
      const preCompressed = hasPrecompressed(distDir);
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: true,
        // `/` is the app shell; index.html then gets the no-cache header below like any other non-asset file.
        index: 'index.html',
        cacheControl: false,
        // The build writes .br and .gz next to each text file; the variant sent depends on Accept-Encoding,
        // so shared caches must key on it (the plugin does not add Vary itself).
        preCompressed,
        setHeaders(res, filePath) {
          if (preCompressed) res.setHeader('vary', 'accept-encoding');
          const relative = path.relative(distDir, filePath).split(path.sep).join('/');
          res.setHeader(
            'cache-control',
            relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    } else {
      app.log.warn({ distDir }, 'web app not built: serving a placeholder page');
    }

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      if ((request.method !== 'GET' && request.method !== 'HEAD') || isServerPath(request.url)) {
        return sendNotFound(request, reply);
      }
      // A missing file with an extension (e.g. an old hashed asset) is a real 404, not the app shell.
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname.startsWith('/assets/')) return sendNotFound(request, reply);
      // A path the app has no page for still gets the shell (which shows the app's "page not found"), with a 404
      // status so that crawlers and link checkers see a missing page.
      const status = isWebRoute(pathname) ? 200 : 404;
      if (!built)
        return reply
          .code(status)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(NOT_BUILT_PAGE);
      return reply.code(status).header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'web-app' },
);
