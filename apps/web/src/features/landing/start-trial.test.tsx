import type { TrialStatus } from '@mustashar/contracts';
import { COOKIE_NAMES } from '@mustashar/contracts/constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setCookie } from '@/lib/cookies';
import { fetchMock, json, mockApi } from '@/test/api-mock';
import { consoleGuard } from '@/test/console-guard';
import { renderApp } from '@/test/render';
import { startTrialOrScroll } from './start-trial';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/toast')>();
  const toast = Object.assign(actual.toast, { error: toastError });
  return { ...actual, toast };
});

const STARTED: TrialStatus = {
  blocked: false,
  exists: true,
  remainingMs: 3_600_000,
  messagesUsed: 0,
  messagesLimit: 5,
  mode: 'window',
  durationMs: 3_600_000,
};

const trialCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/trial/start'));

describe('startTrialOrScroll', () => {
  beforeEach(() => {
    toastError.mockReset();
    setCookie(COOKIE_NAMES.consent, 'accepted');
  });

  it('without cookie consent asks for it and does nothing else', async () => {
    setCookie(COOKIE_NAMES.consent, '', { maxAgeSeconds: 0 });
    const navigate = vi.fn();
    const asked = vi.fn();
    window.addEventListener('mustashar:cookie-consent-request', asked);
    await startTrialOrScroll(navigate);
    window.removeEventListener('mustashar:cookie-consent-request', asked);
    expect(asked).toHaveBeenCalledOnce();
    expect(navigate).not.toHaveBeenCalled();
    expect(trialCalls()).toHaveLength(0);
  });

  it('starts the trial with a POST and goes to /chat', async () => {
    mockApi({ '/api/trial/start': () => ({ ok: true, status: STARTED }) });
    const navigate = vi.fn();
    await startTrialOrScroll(navigate);
    expect(trialCalls()).toHaveLength(1);
    expect(trialCalls()[0]?.[1]).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(navigate).toHaveBeenCalledWith('/chat');
  });

  it('440 shows the server message and goes to /#pricing', async () => {
    mockApi({
      '/api/trial/start': () => json({ error: 'trial:ended', message: 'Server says: trial over.' }, 440),
    });
    const navigate = vi.fn();
    await startTrialOrScroll(navigate);
    expect(toastError).toHaveBeenCalledWith('Server says: trial over.');
    expect(navigate).toHaveBeenCalledWith('/#pricing');
  });

  it('440 without a message shows the default trial-ended text', async () => {
    mockApi({ '/api/trial/start': () => new Response('', { status: 440 }) });
    const navigate = vi.fn();
    await startTrialOrScroll(navigate);
    expect(toastError).toHaveBeenCalledWith(
      'Your trial has ended. Please register and subscribe to continue.',
    );
    expect(navigate).toHaveBeenCalledWith('/#pricing');
  });

  it('451 goes to /trial-blocked', async () => {
    mockApi({ '/api/trial/start': () => json({ error: 'trial:vpn_blocked', message: 'VPN' }, 451) });
    const navigate = vi.fn();
    await startTrialOrScroll(navigate);
    expect(navigate).toHaveBeenCalledWith('/trial-blocked');
    expect(toastError).not.toHaveBeenCalled();
  });

  it.each([
    ['a server error', () => json({ error: 'http:internal', message: 'boom' }, 500)],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('any other failure (%s) still goes to /chat', async (_name, handler) => {
    mockApi({ '/api/trial/start': handler });
    const navigate = vi.fn();
    await startTrialOrScroll(navigate);
    expect(navigate).toHaveBeenCalledWith('/chat');
    expect(toastError).not.toHaveBeenCalled();
  });

  it('without a trial handler scrolls to the CTA', async () => {
    const cta = document.createElement('section');
    cta.id = 'cta';
    document.body.append(cta);
    await startTrialOrScroll();
    expect(window.scrollTo).toHaveBeenCalled();
    cta.remove();
    expect(trialCalls()).toHaveLength(0);
  });
});

describe('hero primary action for a visitor', () => {
  it('starts the trial and lands on /chat', async () => {
    // The chat route and its translations are lazy; React reports them settling outside act().
    consoleGuard.allow(/A suspended resource finished loading inside a test/);
    mockApi({ '/api/trial/start': () => ({ ok: true, status: STARTED }) });
    const { router } = await renderApp('/');
    await userEvent.click(screen.getAllByRole('button', { name: 'Start your free consultation' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
    expect(trialCalls()).toHaveLength(1);
  });

  it('shows the consent modal again when consent went missing, and starts nothing', async () => {
    await renderApp('/');
    setCookie(COOKIE_NAMES.consent, '', { maxAgeSeconds: 0 });
    await userEvent.click(screen.getAllByRole('button', { name: 'Start your free consultation' })[0]!);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(trialCalls()).toHaveLength(0);
  });
});
