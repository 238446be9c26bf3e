import { COOKIE_NAMES, SCROLL_OFFSET_PX } from '@mustashar/contracts/constants';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { serializeCookie } from '@/lib/cookies';
import { sessionUser } from '@/test/api-mock';
import { consoleGuard } from '@/test/console-guard';
import { renderApp } from '@/test/render';

function mainNav() {
  // The desktop nav (the mobile panel has its own copy when open).
  return screen.getAllByRole('navigation', { name: 'Main navigation' })[0]!;
}

describe('landing navigation', () => {
  it('Contact and Pricing go to their pages', async () => {
    // Navigating loads two lazy routes and a lazy translation namespace; React reports their promises
    // resolving outside act() although every assertion below waits for the rendered result.
    consoleGuard.allow(/A suspended resource finished loading inside a test/);
    const { router } = await renderApp('/');
    await screen.findByRole('heading', { name: 'Legal clarity built for Saudi Arabia' });
    await userEvent.click(within(mainNav()).getByRole('link', { name: 'Contact' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    await userEvent.click(within(mainNav()).getByRole('link', { name: 'Pricing' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    await screen.findByRole('heading', { level: 1, name: 'Plans and pricing' });
  });

  it('Home and Features scroll to their section with an 80 px offset', async () => {
    await renderApp('/');
    const features = await screen.findByRole('heading', { name: 'Legal clarity built for Saudi Arabia' });
    const section = features.closest('section')!;
    vi.spyOn(section, 'getBoundingClientRect').mockReturnValue({ top: 900 } as DOMRect);
    await userEvent.click(within(mainNav()).getByRole('link', { name: 'Features' }));
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 900 - SCROLL_OFFSET_PX, behavior: 'smooth' });

    const hero = document.getElementById('home')!;
    vi.spyOn(hero, 'getBoundingClientRect').mockReturnValue({ top: 300 } as DOMRect);
    await userEvent.click(within(mainNav()).getByRole('link', { name: 'Home' }));
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 300 - SCROLL_OFFSET_PX, behavior: 'smooth' });
  });

  it('Free Trial scrolls to the CTA on the landing page', async () => {
    const { router } = await renderApp('/');
    await screen.findByRole('heading', { name: 'Try Mustashar free today' });
    vi.spyOn(document.getElementById('cta')!, 'getBoundingClientRect').mockReturnValue({
      top: 2000,
    } as DOMRect);
    await userEvent.click(within(mainNav()).getByRole('link', { name: 'Free Trial' }));
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 1920, behavior: 'smooth' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('Free Trial goes to /chat away from the landing page', async () => {
    const { router } = await renderApp('/pricing');
    await screen.findAllByTestId('plan-card');
    await userEvent.click(within(mainNav()).getByRole('link', { name: 'Free Trial' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
  });

  it('Features from another page goes home, then scrolls', async () => {
    const { router } = await renderApp('/pricing');
    await screen.findAllByTestId('plan-card');
    await userEvent.click(within(mainNav()).getByRole('link', { name: 'Features' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await screen.findByRole('heading', { name: 'Legal clarity built for Saudi Arabia' });
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalled());
  });

  it('the mobile menu locks body scrolling while open and restores it', async () => {
    await renderApp('/');
    expect(document.body.style.overflow).toBe('');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(document.body.style.overflow).toBe('');

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the avatar menu instead of Log in when signed in', async () => {
    await renderApp('/', { user: sessionUser({ name: 'Sara' }) });
    expect(await screen.findByRole('button', { name: 'S: account menu for Sara' })).toBeInTheDocument();
    expect(within(mainNav().parentElement!).queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('switches language, direction and digits', async () => {
    await renderApp('/', { lng: 'en' });
    await userEvent.click(screen.getAllByRole('button', { name: /العربية/ })[0]!);
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(await screen.findByText(/٢٠٠/)).toBeInTheDocument();
  });
});

describe('hero actions', () => {
  it('a subscribed user goes to the chat, others to the dashboard', async () => {
    const { router } = await renderApp('/', { user: sessionUser({ subscriptionActive: true }) });
    await userEvent.click(screen.getByRole('button', { name: /Start a consultation/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
  });

  it('the secondary action is Go to dashboard when signed in, Log in otherwise', async () => {
    await renderApp('/', { user: sessionUser() });
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});

describe('cookie consent', () => {
  it('blocks the landing page until accepted, then stores the consent for a year', async () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    });
    await renderApp('/', { cookieConsent: false });
    const dialog = screen.getByRole('dialog', { name: 'We value your privacy' });
    // Focus lands in the modal (once it has painted, so no forced layout during the commit).
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Accept and continue' })).toHaveFocus(),
    );
    expect(within(dialog).getByRole('link', { name: 'Read our cookie policy' })).toHaveAttribute(
      'href',
      '/cookies',
    );

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept and continue' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes.at(-1)).toBe(
      serializeCookie(COOKIE_NAMES.consent, 'accepted', { maxAgeSeconds: 31536000 }),
    );
    expect(writes.at(-1)).toMatch(
      /^mustashar_cookie_consent=accepted; max-age=31536000; path=\/; SameSite=Lax/,
    );
    expect(document.cookie).toContain('mustashar_cookie_consent=accepted');
  });

  it('does not show when the cookie is present', async () => {
    await renderApp('/');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Google return', () => {
  it('warns, clears the query and goes to /register with the email after 1600 ms', async () => {
    // Only timeouts are faked (Testing Library polls with intervals); `elapsed` is the fake clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let elapsed = 0;
    const tick = async (ms: number) => {
      elapsed += ms;
      await act(async () => {
        await vi.advanceTimersByTimeAsync(ms);
        await new Promise((resolve) => setImmediate(resolve));
      });
    };
    const { router } = await renderApp('/?google=not-registered&email=sara%40example.sa');
    // The toast library loads on demand; let it arrive in small steps of fake time.
    for (let i = 0; i < 100 && !screen.queryByText(/You are not registered/); i++) await tick(5);
    expect(screen.getByText('You are not registered. Please register to continue.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(router.state.location.pathname).toBe('/');

    await tick(1599 - elapsed);
    expect(router.state.location.pathname).toBe('/');
    await tick(1);
    expect(router.state.location.pathname).toBe('/register');
    expect(router.state.location.search).toBe('?email=sara%40example.sa');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
