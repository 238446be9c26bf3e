import type { HelpContent } from '@mustashar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fetchMock, mockApi } from '@/test/api-mock';
import { renderApp } from '@/test/render';

function helpContent(lang: string): HelpContent {
  const prefix = lang === 'ar' ? 'س' : 'Q';
  return {
    categories: [
      { slug: 'getting-started', label: lang === 'ar' ? 'البدء' : 'Getting started', icon: 'rocket' },
      { slug: 'billing', label: lang === 'ar' ? 'الفوترة' : 'Billing', icon: 'card' },
      { slug: 'security', label: lang === 'ar' ? 'الأمان' : 'Security', icon: 'shield' },
    ],
    faqs: [
      { q: `${prefix}: How do I start?`, a: 'Open the chat.', category: 'getting-started', time: '1 min' },
      { q: `${prefix}: How do I pay?`, a: 'With a card.', category: 'billing', time: '2 min' },
      { q: `${prefix}: Is my data safe?`, a: 'Yes.', category: 'security', time: '1 min' },
    ],
    cards: [{ title: 'First steps', time: '3 min', description: 'Set up your account.', href: '/help' }],
  };
}

describe('help centre', () => {
  it('filters the FAQ by category and reflects it in ?category=', async () => {
    mockApi({ '/api/help': (url) => helpContent(url.searchParams.get('lang') ?? 'ar') });
    const { router } = await renderApp('/help');
    expect(await screen.findByText('Q: How do I start?')).toBeInTheDocument();
    expect(screen.getByText('Q: How do I pay?')).toBeInTheDocument();

    const categories = screen.getByRole('navigation', { name: 'Categories' });
    await userEvent.click(within(categories).getByRole('button', { name: 'Billing' }));
    expect(router.state.location.search).toBe('?category=billing');
    expect(screen.getByText('Q: How do I pay?')).toBeInTheDocument();
    expect(screen.queryByText('Q: How do I start?')).toBeNull();
    expect(within(categories).getByRole('button', { name: 'Billing' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.click(within(categories).getByRole('button', { name: 'All topics' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('Q: Is my data safe?')).toBeInTheDocument();
  });

  it('opens on the category in the address, offers login when signed out, and refetches per language', async () => {
    mockApi({ '/api/help': (url) => helpContent(url.searchParams.get('lang') ?? 'ar') });
    await renderApp('/help?category=security', { lng: 'en' });
    expect(await screen.findByText('Q: Is my data safe?')).toBeInTheDocument();
    expect(screen.queryByText('Q: How do I pay?')).toBeNull();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
    const contact = screen.getByRole('heading', { name: "Can't find what you need?" }).closest('section')!;
    expect(within(contact).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?returnTo=/help',
    );

    await userEvent.click(screen.getAllByRole('button', { name: /العربية/ })[0]!);
    expect(await screen.findByText('س: Is my data safe?')).toBeInTheDocument();
    const calls = fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.startsWith('/api/help'));
    expect(calls).toEqual(['/api/help?lang=en', '/api/help?lang=ar']);
    const init = fetchMock.mock.calls.find(
      ([url]) => String(url) === '/api/help?lang=ar',
    )?.[1] as RequestInit;
    expect((init.headers as Record<string, string>)['Accept-Language']).toBe('ar');
  });

  it('shows a retry when the content cannot be loaded', async () => {
    mockApi({ '/api/help': () => new Response('{}', { status: 500 }) });
    await renderApp('/help');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the help content');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled());
  });
});
