import { WEB_ROUTES } from '@mustashar/contracts';
import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi, sessionUser } from '@/test/api-mock';
import { renderApp } from '@/test/render';
import { routes } from './router';

const SUBSCRIBER = sessionUser({ subscriptionActive: true });

/** Every page's full path pattern in the router: leaves and index routes ("*", the not-found page, is none). */
function pagePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const here = route.path ? `${parent}/${route.path}` : parent;
    if (route.index) return [parent || '/'];
    if (route.children) return pagePaths(route.children, here);
    return route.path && route.path !== '*' ? [here] : [];
  });
}

describe('routes', () => {
  it('are the pages the server knows (anything else gets a 404 status)', () => {
    expect([...new Set(pagePaths(routes))].sort()).toEqual([...WEB_ROUTES].sort());
  });

  it.each(['/dashboard/renew', '/dashboard/subscriptions'])(
    '%s redirects to /dashboard/billing',
    async (path) => {
      mockApi({ '/api/auth/me': () => ({ user: SUBSCRIBER }) });
      const { router } = await renderApp(path, { user: SUBSCRIBER, token: 't' });
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/billing'));
      expect(router.state.historyAction).toBe('REPLACE');
    },
  );

  it('shows a translated 404 for unknown paths', async () => {
    await renderApp('/no-such-page', { lng: 'ar' });
    expect(await screen.findByRole('heading', { name: 'لم نعثر على هذه الصفحة' })).toBeInTheDocument();
  });

  it('explains a blocked trial with links to register and pricing', async () => {
    await renderApp('/trial-blocked');
    expect(await screen.findByRole('heading', { name: 'Your free trial has ended' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/pricing');
  });

  it.each([
    ['/login?returnTo=/pricing', 'Log in to Mustashar'],
    ['/register', 'Create your account'],
    ['/verify-email', 'Verify your email'],
    ['/complete-payment', 'Complete your subscription'],
    ['/payment/callback', 'We could not verify your payment'],
    ['/chat', 'Legal consultation'],
  ])('%s renders its page', async (path, title) => {
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each([
    ['/dashboard', 'Welcome, Sara Ahmed'],
    ['/dashboard/team', 'Team'],
  ])('%s renders its page for a subscriber', async (path, title) => {
    mockApi({ '/api/auth/me': () => ({ user: SUBSCRIBER }) });
    await renderApp(path, { user: SUBSCRIBER, token: 't' });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
