import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TrialBanner, trialUsage } from './trial-banner';

const HOUR = 3_600_000;

function banner(endsAt: number | null) {
  return (
    <MemoryRouter>
      <TrialBanner endsAt={endsAt} messagesLeft={5} />
    </MemoryRouter>
  );
}

describe('trial banner', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads a new deadline against the time now, never showing more than the window', () => {
    vi.useFakeTimers({ now: new Date('2025-05-01T10:00:00Z') });
    const { rerender } = render(banner(null));
    // The trial starts a while after the banner first rendered (no ticks while there was no deadline).
    vi.setSystemTime(new Date('2025-05-01T10:00:07Z'));
    rerender(banner(Date.now() + HOUR));
    expect(screen.getByRole('timer')).toHaveTextContent('60 minutes');
    act(() => {
      vi.advanceTimersByTime(61_000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('59 minutes');
  });

  it('counts the larger of the messages and the time used', () => {
    expect(trialUsage(0, HOUR, HOUR, 5, 5)).toBe(0);
    expect(trialUsage(0, HOUR, HOUR, 1, 5)).toBeCloseTo(0.8);
    expect(trialUsage(0, 0.2 * HOUR, HOUR, 5, 5)).toBeCloseTo(0.8);
    expect(trialUsage(0, null, null, null, null)).toBe(0);
  });

  it.each([
    ['4 of 5 messages', 1, HOUR],
    ['75% of the time', 5, 0.25 * HOUR],
  ])('prompts an upgrade past 70%% used (%s)', (_what, messagesLeft, left) => {
    vi.useFakeTimers({ now: new Date('2025-05-01T10:00:00Z') });
    render(
      <MemoryRouter>
        <TrialBanner
          endsAt={Date.now() + left}
          messagesLeft={messagesLeft}
          messagesLimit={5}
          durationMs={HOUR}
        />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('trial-upgrade')).toHaveTextContent('Your free trial is almost used up.');
    expect(screen.getByRole('link', { name: 'Upgrade to keep going' })).toHaveAttribute('href', '/pricing');
  });

  it('does not at 70% or less', () => {
    vi.useFakeTimers({ now: new Date('2025-05-01T10:00:00Z') });
    render(
      <MemoryRouter>
        <TrialBanner endsAt={Date.now() + 0.5 * HOUR} messagesLeft={2} messagesLimit={5} durationMs={HOUR} />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('trial-upgrade')).toBeNull();
    expect(screen.getByRole('link', { name: 'Subscribe' })).toBeInTheDocument();
  });
});
