import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../../lib/escape-html.ts';
import { listOutbox } from '../../lib/mailer.ts';

export const OutboxResponseSchema = z.object({
  emails: z.array(
    z.object({
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string().nullable(),
      sentAt: z.iso.datetime(),
    }),
  ),
});

/** Development only (never registered in production): the emails the embedded mailer "sent". */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    { schema: { hide: true, response: { 200: OutboxResponseSchema } } },
    async (request, reply) => {
      // A tester's browser gets the readable page; scripts and tests (JSON or */*) get the list.
      if (/^\s*text\/html/.test(request.headers.accept ?? '')) return reply.redirect('/dev/outbox.html');
      const rows = await listOutbox(app.db);
      return { emails: rows.map((row) => ({ ...row, sentAt: row.sentAt.toISOString() })) };
    },
  );

  app.get('/dev/outbox.html', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await listOutbox(app.db);
    const items = rows
      .map(
        (row) => `<article>
  <h2>${escapeHtml(row.subject)}</h2>
  <p class="meta">To ${escapeHtml(row.to)} · ${escapeHtml(row.sentAt.toISOString())}</p>
  <pre dir="auto">${escapeHtml(row.text)}</pre>
</article>`,
      )
      .join('\n');
    const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>Outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:1rem 0}.meta{color:#666}pre{white-space:pre-wrap}</style>
</head><body><h1>Outbox (${rows.length})</h1>${items || '<p>No emails yet.</p>'}</body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  });
};
