import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { billingApi, SUBSCRIBER } from '@/features/billing/test-fixtures';
import { mockApi } from '@/test/api-mock';
import { consoleGuard } from '@/test/console-guard';
import { renderApp } from '@/test/render';

/**
 * Sample values must never reach a user as if they were data: a made-up WhatsApp number, a sample company
 * address, example domains, filler text, a format mask of X's. Checked in every text we ship (locale files and
 * static pages) and on the main screens as rendered, in both languages, where the server's settings are missing.
 */
const PLACEHOLDER =
  /966500000000|(?<!\d)0?500000000(?!\d)|your-company|example\.(?:com|org|net)|lorem|ipsum|\bTODO\b|xxx|placeholder@/i;

const texts = import.meta.glob<string>(['../locales/*/*.json', '../features/static-pages/content/*/*.md'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** What a user can see or reach on the page: its text and the attributes that show or lead somewhere. */
function visible(): string {
  const parts = [document.body.textContent ?? '', document.title];
  for (const el of document.body.querySelectorAll('*')) {
    for (const name of ['placeholder', 'href', 'title', 'aria-label', 'value', 'alt']) {
      const value = el.getAttribute(name);
      if (value) parts.push(value);
    }
  }
  return parts.join('\n');
}

const PUBLIC = [
  '/',
  '/pricing',
  '/contact',
  '/faq',
  '/help',
  '/about',
  '/terms',
  '/privacy',
  '/cookies',
  '/library',
];
const SIGNED_IN = [
  '/dashboard',
  '/dashboard/billing',
  '/dashboard/notifications',
  '/dashboard/developers',
  '/dashboard/team',
  '/dashboard/packages',
  '/dashboard/settings',
];

describe('no placeholder reaches a user', { timeout: 20_000 }, () => {
  // Lazy chunks compile on first use: load them up front so they do not resolve outside act().
  beforeAll(async () => {
    await Promise.all([
      import('@/features/pricing/components/pricing-cards'),
      import('@/app/layouts/dashboard-layout'),
      import('@/features/dashboard/routes/dashboard-home'),
      import('@/features/billing/routes/billing'),
      import('@/features/billing/routes/developers'),
    ]);
  });
  afterEach(cleanup);

  it('is in no locale string or static page', () => {
    expect(Object.keys(texts).length).toBeGreaterThan(20);
    const found = Object.entries(texts).flatMap(([file, text]) =>
      text
        .split('\n')
        .filter((line) => PLACEHOLDER.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });

  for (const lng of ['ar', 'en'] as const) {
    it.each(PUBLIC)(`%s (${lng}) shows none, even before the server's settings arrive`, async (path) => {
      // Lazy sections and translation namespaces resolve while the page settles (as in the landing tests).
      consoleGuard.allow(/A suspended resource finished loading inside a test/);
      // The settings call fails: the page runs on the built-in fallback, as it does until the server answers.
      mockApi({ '/api/config': () => new Response('', { status: 503 }) });
      await renderApp(path, { lng });
      await screen.findAllByRole('heading', { level: 1 });
      await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
      expect(visible()).not.toMatch(PLACEHOLDER);
    });

    it.each(SIGNED_IN)(`%s (${lng}) shows none for a new account with nothing saved yet`, async (path) => {
      billingApi({
        '/api/config': () => new Response('', { status: 503 }),
        '/api/team': () => ({ members: [], seats: { used: 1, total: 1 }, canManage: true, planName: null }),
      });
      await renderApp(path, { user: SUBSCRIBER, token: 't', lng });
      await screen.findAllByRole('heading', { level: 1 });
      await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
      expect(visible()).not.toMatch(PLACEHOLDER);
    });
  }
});
