import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';

describe('/dev/outbox', () => {
  it('does not exist in production', async () => {
    const t = await createTestApp({
      env: { NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(40), TOTP_ENCRYPTION_KEY: 't'.repeat(40) },
    });
    try {
      for (const url of ['/dev/outbox', '/dev/outbox.html']) {
        const res = await t.app.inject({ url });
        expect(res.statusCode).toBe(404);
        expect(res.json().error).toBe('http:not_found');
      }
    } finally {
      await t.close();
    }
  });

  it('lists emails newest first', async () => {
    const t = await createTestApp();
    try {
      await t.app.mailer.send({ to: 'a@example.com', subject: 'first', text: 'one' });
      await t.app.mailer.send({ to: 'b@example.com', subject: 'second', text: 'two', html: '<p>two</p>' });
      const { emails } = (await t.app.inject({ url: '/dev/outbox' })).json();
      expect(emails.map((e: { subject: string }) => e.subject)).toEqual(['second', 'first']);
      expect(emails[0].html).toBe('<p>two</p>');
      // A browser is sent to the readable page, which shows each mail's text (its codes among it).
      const browser = await t.app.inject({
        url: '/dev/outbox',
        headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
      });
      expect(browser.statusCode).toBe(302);
      expect(browser.headers.location).toBe('/dev/outbox.html');
      const page = await t.app.inject({ url: '/dev/outbox.html' });
      expect(page.body).toContain('Outbox (2)');
      expect(page.body).toContain('two');
    } finally {
      await t.close();
    }
  });
});
