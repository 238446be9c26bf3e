import { TOAST_DURATION_MS } from '@mustashar/contracts/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';

const shown = vi.hoisted(() => [] as { type: string; message: string; duration: number | undefined }[]);
vi.mock('sonner', () => {
  const record = (type: string) => (message: string, options?: { duration?: number }) =>
    shown.push({ type, message, duration: options?.duration });
  return {
    toast: {
      success: record('success'),
      error: record('error'),
      warning: record('warning'),
      info: record('info'),
    },
    Toaster: () => null,
  };
});

const { notifyToasterMounted, toast, toastDuration } = await import('./toast');

describe('toast durations', () => {
  afterEach(() => {
    shown.length = 0;
    window.history.replaceState(null, '', '/');
  });

  it('are 6000 ms on every dashboard page and 5000 ms elsewhere', () => {
    expect(toastDuration('/dashboard')).toBe(6000);
    expect(toastDuration('/dashboard/settings')).toBe(6000);
    expect(toastDuration('/dashboard/billing/team')).toBe(6000);
    expect(toastDuration('/')).toBe(5000);
    expect(toastDuration('/chat')).toBe(5000);
    expect(toastDuration('/dashboardx')).toBe(5000);
    expect(TOAST_DURATION_MS.provider).toBe(4000);
  });

  it('takes the page the toast is raised on, unless a duration is given', async () => {
    notifyToasterMounted();
    window.history.replaceState(null, '', '/dashboard/security');
    toast.success('Password changed successfully');
    window.history.replaceState(null, '', '/verify-email');
    toast.info('Code sent');
    toast.error('Explicit', 1234);
    await vi.waitFor(() => expect(shown).toHaveLength(3));
    expect(shown).toEqual([
      { type: 'success', message: 'Password changed successfully', duration: 6000 },
      { type: 'info', message: 'Code sent', duration: 5000 },
      { type: 'error', message: 'Explicit', duration: 1234 },
    ]);
  });
});
