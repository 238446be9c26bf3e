import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, sessionUser } from '@/test/api-mock';
import { renderApp } from '@/test/render';

const FAHAD = sessionUser({ name: 'فهد العتيبي', subscriptionActive: true, locale: 'ar' });

// One person, one avatar: the site header and the dashboard show the same letters for the same name.
describe('the avatar initials', { timeout: 20_000 }, () => {
  it('are the same in the site header as in the dashboard', async () => {
    mockApi({ '/api/auth/me': () => ({ user: FAHAD }) });
    const { unmount } = await renderApp('/pricing', { user: FAHAD, token: 't', lng: 'ar' });
    const header = await screen.findByRole(
      'button',
      { name: /^فع: قائمة حساب فهد العتيبي$/ },
      { timeout: 10_000 },
    );
    expect(header).toHaveTextContent(/^فع$/);
    unmount();

    await renderApp('/dashboard/settings', { user: FAHAD, token: 't', lng: 'ar' });
    const sidebar = await screen.findByRole('complementary', {}, { timeout: 10_000 });
    expect(within(sidebar).getByText('فع')).toBeInTheDocument();
  });
});
