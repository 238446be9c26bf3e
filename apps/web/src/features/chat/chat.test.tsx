import type { TrialStatus } from '@mustashar/contracts';
import { COOKIE_NAMES } from '@mustashar/contracts/constants';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie } from '@/lib/cookies';
import { json, mockApi, sessionUser } from '@/test/api-mock';
import { renderApp } from '@/test/render';
import { FakeAudioContext } from './test/fake-audio-context';
import { FakeSocket } from './test/fake-socket';

const TRIAL_RUNNING: TrialStatus = {
  blocked: false,
  exists: true,
  remainingMs: 3_600_000,
  messagesUsed: 0,
  messagesLimit: 5,
  mode: 'window',
  durationMs: 3_600_000,
};

async function openGuestChat(status: TrialStatus = TRIAL_RUNNING) {
  mockApi({ '/api/trial/status': () => status, '/api/trial/start': () => ({ ok: true, status }) });
  const view = await renderApp('/chat');
  const box = await screen.findByRole('textbox', { name: 'Your question' });
  await waitFor(() => expect(box).toBeEnabled());
  return { ...view, box };
}

/** Types a question, sends it with Enter and opens the socket it went to. */
async function ask(box: HTMLElement, text: string) {
  const user = userEvent.setup();
  await user.type(box, text);
  await user.keyboard('{Enter}');
  const socket = FakeSocket.last;
  if (socket.readyState === 0) act(() => socket.open());
  const frame = socket.frames.at(-1)!;
  return { socket, frame, clientId: frame.clientId as string };
}

describe('chat screen (guest on the free trial)', () => {
  beforeEach(() => {
    FakeSocket.reset();
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('streams deltas into the answer, finalises it with citations and counts the trial message', async () => {
    const { box } = await openGuestChat();
    expect(screen.getByTestId('trial-banner')).toHaveTextContent('Messages left: 5');
    const { socket, frame, clientId } = await ask(box, 'How long is annual leave?');
    expect(frame).toMatchObject({
      message: 'How long is annual leave?',
      locale: 'en',
      assistant: 'general',
      history: [],
    });
    expect(box).toHaveValue('');

    act(() => socket.receive({ type: 'delta', text: 'Twenty-one ' }));
    act(() => socket.receive({ type: 'delta', text: 'days' }));
    const answer = screen.getByTestId('message-bot');
    expect(answer).toHaveAttribute('data-status', 'streaming');
    expect(answer).toHaveTextContent('Twenty-one days');
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();

    act(() =>
      socket.receive({
        type: 'reply',
        reply: 'Twenty-one days, thirty after five years [1].',
        clientId,
        citations: [
          {
            law: 'Labour Law',
            article: '109',
            label: 'Article 109',
            url: '/library/articles/a109',
            excerpt: '…',
          },
        ],
        trial: { remainingMs: 3_500_000, messagesLeft: 4 },
      }),
    );
    expect(answer).toHaveAttribute('data-status', 'done');
    expect(within(answer).getByRole('link', { name: '[1]' })).toHaveAttribute(
      'href',
      '/library/articles/a109',
    );
    expect(within(answer).getByRole('link', { name: 'Labour Law — Article 109' })).toHaveAttribute(
      'href',
      '/library/articles/a109',
    );
    expect(screen.getByTestId('trial-banner')).toHaveTextContent('Messages left: 4');
    expect(getCookie(COOKIE_NAMES.deviceMessages)).toBe('1');
    // The thread is titled by its first question and listed in the history.
    expect(screen.getAllByRole('button', { name: 'How long is annual leave?' }).length).toBeGreaterThan(0);
  });

  it('renders answers safely: no raw HTML, no javascript: links', async () => {
    const { box } = await openGuestChat();
    const { socket, clientId } = await ask(box, 'Q');
    act(() =>
      socket.receive({
        reply:
          'Hi <img src=x onerror="alert(1)"> [bad](javascript:alert(1)) [good](https://laws.boe.gov.sa/x)',
        clientId,
      }),
    );
    const answer = screen.getByTestId('message-bot');
    expect(answer.querySelector('img')).toBeNull();
    expect(within(answer).queryByRole('link', { name: 'bad' })).toBeNull();
    expect(within(answer).getByText('bad')).toBeInTheDocument();
    expect(within(answer).getByRole('link', { name: 'good' })).toHaveAttribute(
      'href',
      'https://laws.boe.gov.sa/x',
    );
  });

  it('shows an unknown frame as an unavailable answer, and retry sends the same question again', async () => {
    const { box } = await openGuestChat();
    const { socket, clientId } = await ask(box, 'Is this answered?');
    act(() => socket.receiveRaw('{"surprise":true}'));
    const answer = screen.getByTestId('message-bot');
    expect(answer).toHaveAttribute('data-status', 'failed');
    expect(answer).toHaveTextContent('The answer is unavailable right now. Please try again.');

    await userEvent.click(within(answer).getByRole('button', { name: 'Retry' }));
    expect(socket.frames.at(-1)).toMatchObject({ message: 'Is this answered?', clientId });
    expect(screen.getByTestId('message-bot')).toHaveAttribute('data-status', 'streaming');
    act(() => socket.receiveRaw('not json'));
    expect(screen.getByTestId('message-bot')).toHaveTextContent('The answer is unavailable right now.');
  });

  it('stop sends a stop frame and keeps what was written, marked as stopped', async () => {
    const { box } = await openGuestChat();
    const { socket, clientId } = await ask(box, 'Long question');
    act(() => socket.receive({ type: 'delta', text: 'Partial' }));
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(socket.frames.at(-1)).toEqual({ type: 'stop' });
    act(() => socket.receive({ type: 'error', error: 'unavailable', message: 'Stopped.', clientId }));
    const answer = screen.getByTestId('message-bot');
    expect(answer).toHaveAttribute('data-status', 'stopped');
    expect(answer).toHaveTextContent('Partial');
    expect(answer).toHaveTextContent('Stopped. The answer above is incomplete.');
  });

  it('trial_limit blocks the chat with the limit modal', async () => {
    const { box } = await openGuestChat();
    const { socket, clientId } = await ask(box, 'Sixth question');
    act(() =>
      socket.receive({
        type: 'error',
        error: 'trial_limit',
        message: 'You used your 5 trial messages.',
        clientId,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Your free trial has ended' });
    expect(dialog).toHaveTextContent('You used your 5 trial messages.');
    // A guest has no account: nothing here leads to the dashboard (which would only ask them to log in).
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?returnTo=/pricing',
    );
    expect(within(dialog).queryByRole('link', { name: /dashboard/i })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Subscribe' })).toHaveFocus();
    expect(box).toBeDisabled();
  });

  it('the last trial message answered opens the limit modal', async () => {
    const { box } = await openGuestChat({ ...TRIAL_RUNNING, messagesUsed: 4 });
    const { socket, clientId } = await ask(box, 'Fifth question');
    act(() =>
      socket.receive({ reply: 'Answer', clientId, trial: { remainingMs: 1000_000, messagesLeft: 0 } }),
    );
    expect(await screen.findByRole('dialog', { name: 'Your free trial has ended' })).toBeInTheDocument();
    expect(screen.getByTestId('message-bot')).toHaveTextContent('Answer');
  });

  it('a trial already over opens the limit modal without starting anything', async () => {
    mockApi({ '/api/trial/status': () => ({ ...TRIAL_RUNNING, blocked: true, remainingMs: 0 }) });
    await renderApp('/chat');
    expect(await screen.findByRole('dialog', { name: 'Your free trial has ended' })).toHaveTextContent(
      'Your trial has ended. Please register and subscribe to continue.',
    );
  });

  it('vpn_blocked (and 451) shows the VPN message and blocks the composer', async () => {
    const { box } = await openGuestChat();
    const { socket, clientId } = await ask(box, 'Question');
    act(() =>
      socket.receive({ error: 'vpn_blocked', message: 'VPN detected: disable it and retry.', clientId }),
    );
    const alert = await screen.findByRole('heading', { name: 'VPN or proxy detected' });
    expect(alert.closest('section')).toHaveTextContent('VPN detected: disable it and retry.');
    expect(screen.getByRole('textbox', { name: 'Your question' })).toBeDisabled();

    FakeSocket.reset();
    mockApi({
      '/api/trial/status': () => json({ error: 'trial:vpn_blocked', message: 'Proxy network.' }, 451),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Proxy network.')).toBeInTheDocument();
  });

  it('opened without a trial, starts one; without cookie consent asks for it first', async () => {
    const started = vi.fn(() => ({ ok: true as const, status: TRIAL_RUNNING }));
    mockApi({
      '/api/trial/status': () => ({ ...TRIAL_RUNNING, exists: false }),
      '/api/trial/start': started,
    });
    await renderApp('/chat', { cookieConsent: false });
    const accept = await screen.findByRole('button', { name: 'Accept and start' });
    // The composer says what it waits for, not "Loading…".
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveAttribute(
      'placeholder',
      'Accept cookies to start.',
    );
    await userEvent.click(accept);
    expect(getCookie(COOKIE_NAMES.consent)).toBe('accepted');
    await waitFor(() => expect(started).toHaveBeenCalledOnce());
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your question' })).toBeEnabled());
  });

  it('a session_expired frame sends a signed-in user to the dashboard', async () => {
    const user = sessionUser({ subscriptionActive: true });
    mockApi({
      '/api/auth/me': () => ({ user }),
      '/api/chat/history': () => ({ conversations: [] }),
    });
    const { router } = await renderApp('/chat', { user, token: 't' });
    const box = await screen.findByRole('textbox', { name: 'Your question' });
    await waitFor(() => expect(box).toBeEnabled());
    const { socket, clientId } = await ask(box, 'Question');
    expect(socket.frames[0]).not.toHaveProperty('history');
    mockApi({ '/api/auth/me': () => ({ user: { ...user, subscriptionActive: false } }) });
    act(() => socket.receive({ error: 'session_expired', message: 'Subscribe to continue.', clientId }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('chimes at volume 0.6 and blinks the title when a reply lands in a hidden tab, and stops when the tab is back', async () => {
    FakeAudioContext.reset();
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const { box } = await openGuestChat();
    // A reply in a visible tab: no sound (sending unlocked it, though).
    const first = await ask(box, 'First question');
    expect(document.visibilityState).toBe('visible');
    act(() => first.socket.receive({ reply: 'First answer', clientId: first.clientId }));
    await waitFor(() => expect(box).toBeEnabled());
    const sound = FakeAudioContext.instances.at(-1)!;
    expect(sound.state).toBe('running');
    expect(sound.oscillators).toEqual([]);

    const { socket, clientId } = await ask(box, 'Question');
    vi.useFakeTimers();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const title = document.title;
    act(() => socket.receive({ reply: 'Answer', clientId }));
    expect(sound.oscillators.map((o) => o.frequency)).toEqual([880, 1320]);
    expect(sound.peakVolume).toBe(0.6);
    act(() => vi.advanceTimersByTime(1000));
    expect(document.title).toContain('New reply');
    act(() => vi.advanceTimersByTime(1000));
    expect(document.title).toBe(title);
    act(() => vi.advanceTimersByTime(1000));
    expect(document.title).toContain('New reply');
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(document.title).toBe(title);
    act(() => vi.advanceTimersByTime(3000));
    expect(document.title).toBe(title);
  });
});

describe('limit modal countdown', () => {
  beforeEach(() => {
    FakeSocket.reset();
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('counts down from 30 and then sends the guest to registration, not to log in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ '/api/trial/status': () => ({ ...TRIAL_RUNNING, blocked: true, remainingMs: 0 }) });
    const { router } = await renderApp('/chat');
    const countdown = await screen.findByTestId('limit-countdown');
    expect(countdown).toHaveTextContent('Going to sign-up in 30 s');
    act(() => vi.advanceTimersByTime(10_000));
    expect(countdown).toHaveTextContent('Going to sign-up in 20 s');
    expect(router.state.location.pathname).toBe('/chat');
    act(() => vi.advanceTimersByTime(20_000));
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    // The registration page, with its own way to log in.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login'),
    );
  });

  it('Subscribe takes the guest to registration; the modal links to log in for those with an account', async () => {
    mockApi({ '/api/trial/status': () => ({ ...TRIAL_RUNNING, blocked: true, remainingMs: 0 }) });
    const { router } = await renderApp('/chat');
    const dialog = await screen.findByRole('dialog', { name: 'Your free trial has ended' });
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?returnTo=/pricing',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
  });

  it('can give way to a bar so the last answer stays readable, stopping the countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ '/api/trial/status': () => ({ ...TRIAL_RUNNING, blocked: true, remainingMs: 0 }) });
    const { router } = await renderApp('/chat');
    const dialog = await screen.findByRole('dialog', { name: 'Your free trial has ended' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Read my last answer first' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const bar = screen.getByTestId('limit-bar');
    expect(within(bar).getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(40_000));
    vi.useRealTimers();
    expect(router.state.location.pathname).toBe('/chat');
  });

  it('Escape does not close it', async () => {
    mockApi({ '/api/trial/status': () => ({ ...TRIAL_RUNNING, blocked: true, remainingMs: 0 }) });
    await renderApp('/chat');
    const dialog = await screen.findByRole('dialog', { name: 'Your free trial has ended' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Your free trial has ended' })).toBeInTheDocument();
  });
});

describe('explore assistants', () => {
  beforeEach(() => {
    FakeSocket.reset();
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the assistants from the legal engine; picking one starts a new chat with it', async () => {
    mockApi({
      '/api/legal/assistants': () => ({
        assistants: [
          {
            id: 'general',
            name: { ar: 'عام', en: 'General' },
            description: { ar: 'أي سؤال', en: 'Any question' },
          },
          {
            id: 'labour',
            name: { ar: 'العمل', en: 'Labour desk' },
            description: { ar: 'العمل', en: 'Work matters' },
          },
        ],
      }),
    });
    const { box } = await openGuestChat();
    const first = await ask(box, 'First');
    act(() => first.socket.receive({ reply: 'Answer', clientId: first.clientId }));
    const sidebar = screen.getByRole('navigation', { name: 'Chat history' });
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Explore assistants' }));
    const dialog = await screen.findByRole('dialog', { name: 'Explore assistants' });
    expect(await within(dialog).findByText('Work matters')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /Labour desk/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Assistant: Labour desk')).toBeInTheDocument();
    expect(screen.queryAllByTestId('message-user')).toHaveLength(0);
    // Its empty chat suggests questions of its own field, not the general ones.
    expect(
      screen.getByRole('button', { name: 'How many days of sick leave are paid in full?' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'What are the conditions for ending a lease early?' }),
    ).toBeNull();
    await userEvent.type(box, 'Second{Enter}');
    expect(FakeSocket.last.frames.at(-1)).toMatchObject({
      message: 'Second',
      assistant: 'labour',
      history: [],
    });
  });

  it('falls back to the known assistants when the list cannot be loaded', async () => {
    const { box } = await openGuestChat();
    expect(box).toBeEnabled();
    mockApi({ '/api/legal/assistants': () => json({ error: 'x', message: 'x' }, 500) });
    await userEvent.click(screen.getByRole('button', { name: 'Explore assistants' }));
    const dialog = await screen.findByRole('dialog', { name: 'Explore assistants' });
    expect(await within(dialog).findByText('Contract review')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: /./ }).length).toBeGreaterThanOrEqual(7);
  });
});
