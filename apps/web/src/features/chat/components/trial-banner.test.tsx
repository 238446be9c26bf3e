import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TrialBanner } from './trial-banner';

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
    expect(screen.getByRole('timer')).toHaveTextContent('1:00:00');
    act(() => {
      vi.advanceTimersByTime(61_000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('58:59');
  });
});
