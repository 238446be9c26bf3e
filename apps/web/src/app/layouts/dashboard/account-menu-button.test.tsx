import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi, sessionUser } from '@/test/api-mock';
import { renderApp } from '@/test/render';

const SARA = sessionUser({ name: 'Sara Ahmed', subscriptionActive: true });

// Voice-control users name a button by what they see: its spoken name must contain its visible text.
describe('the dashboard account menu buttons', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import('@/app/layouts/dashboard-layout');
  });

  for (const [lng, status, menu, profile] of [
    ['en', 'Subscribed', 'Account menu', 'Profile'],
    ['ar', 'مشترك', 'قائمة الحساب', 'حسابي'],
  ] as const) {
    it(`are named by the text they show (${lng})`, async () => {
      mockApi({ '/api/auth/me': () => ({ user: SARA }) });
      await renderApp('/dashboard/settings', { user: SARA, token: 't', lng });

      const sidebar = await screen.findByRole('complementary', {}, { timeout: 10_000 });
      const account = within(sidebar).getByRole('button', { name: new RegExp(menu) });
      expect(account).toHaveTextContent(`Sara Ahmed ${status}`);
      expect(account).toHaveAccessibleName(`Sara Ahmed ${status} ${menu}`);

      const bottom = screen.getByRole('navigation', {
        name: lng === 'en' ? 'Quick navigation' : 'تنقّل سريع',
      });
      expect(within(bottom).getByRole('button', { name: new RegExp(menu) })).toHaveAccessibleName(
        `${profile} ${menu}`,
      );
    });
  }
});
