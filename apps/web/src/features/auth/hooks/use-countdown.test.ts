import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

describe('useCountdown', () => {
  it('counts 60 seconds down to 0, one a second', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown());
    expect(result.current.left).toBe(0);
    act(() => result.current.start(60));
    expect(result.current.left).toBe(60);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.left).toBe(59);
    for (let i = 0; i < 59; i++) {
      act(() => {
        vi.advanceTimersByTime(1000);
      });
    }
    expect(result.current.left).toBe(0);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(result.current.left).toBe(0);
  });
});
