import type { AdminNumbers } from '@mustashar/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi, sessionUser } from '@/test/api-mock';
import { renderApp } from '@/test/render';

const ADMIN = sessionUser({ name: 'Ops Admin', email: 'ops@example.sa', consoleRole: 'admin' });

const NUMBERS: AdminNumbers = {
  from: '2026-03-01',
  to: '2026-03-02',
  at: '2026-03-02T21:00:00.000Z',
  accounts: { signups: 1234, verified: 7 },
  trials: { started: 8, converted: 2, conversionRate: 0.25 },
  subscriptions: {
    active: 3,
    byPlan: [{ planId: 2, name: { ar: 'المتدرب', en: 'Trainee' }, active: 3 }],
    churned: 1,
    churnRate: 0.125,
  },
  revenue: {
    grossCents: 24_900,
    vatCents: 3_248,
    netCents: 21_652,
    refundsCents: 0,
    refunds: 0,
    mrrCents: 21_652,
  },
  chat: {
    questions: 5,
    guestAnswers: 3,
    answers: 5,
    answerTimeMs: { p50: 3_000, p95: 9_100 },
    withoutSources: 1,
    topLaws: [{ law: 'نظام العمل', answers: 2 }],
  },
  daily: [
    { day: '2026-03-01', signups: 1000, trialStarts: 5, questions: 2, guestAnswers: 1 },
    { day: '2026-03-02', signups: 234, trialStarts: 3, questions: 3, guestAnswers: 2 },
  ],
};

describe('the console numbers page', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await Promise.all([import('@/app/layouts/admin-layout'), import('./routes/numbers')]);
  });

  it('shows each figure in Arabic digits, and asks for the range typed', async () => {
    const asked: string[] = [];
    mockApi({
      '/api/auth/me': () => ({ user: ADMIN }),
      '/api/admin/numbers': (url) => {
        asked.push(url.search);
        return NUMBERS;
      },
    });
    await renderApp('/admin/numbers', { user: ADMIN, token: 't', lng: 'ar' });
    const signups = await screen.findByTestId('numbers-signups');
    expect(signups).toHaveTextContent('حسابات جديدة');
    expect(signups).toHaveTextContent('١٬٢٣٤');
    expect(screen.getByTestId('numbers-conversion')).toHaveTextContent('٢٥٪');
    expect(screen.getByTestId('numbers-conversion')).toHaveTextContent('٢ من ٨');
    expect(screen.getByTestId('numbers-churn')).toHaveTextContent('غادر شخص واحد');
    expect(screen.getByTestId('numbers-answer-time')).toHaveTextContent('٣ ث · ٩٫١ ث');
    expect(screen.getByTestId('numbers-refunds')).toHaveTextContent('لا استرداد');
    expect(within(screen.getByTestId('numbers-top-laws')).getByText('نظام العمل')).toBeInTheDocument();
    const daily = screen.getByTestId('numbers-daily');
    expect(within(daily).getAllByRole('row')).toHaveLength(3);
    expect(within(daily).getByText('١٬٠٠٠')).toBeInTheDocument();
    expect(asked).toEqual(['']);

    const user = userEvent.setup();
    const from = screen.getByLabelText('من');
    await user.clear(from);
    await user.type(from, '2026-02-01');
    await user.click(screen.getByRole('button', { name: 'اعرض' }));
    expect(await screen.findByTestId('numbers-signups')).toBeInTheDocument();
    expect(asked.at(-1)).toBe('?from=2026-02-01&to=2026-03-02');
  });

  it('names the plans and says when nothing was cited, in English', async () => {
    mockApi({
      '/api/auth/me': () => ({ user: ADMIN }),
      '/api/admin/numbers': () => ({
        ...NUMBERS,
        chat: { ...NUMBERS.chat, topLaws: [], answerTimeMs: null },
      }),
    });
    await renderApp('/admin/numbers', { user: ADMIN, token: 't', lng: 'en' });
    expect(await screen.findByText('No answer cited a law in this range.')).toBeInTheDocument();
    expect(screen.getByTestId('numbers-answer-time')).toHaveTextContent('—');
    expect(within(screen.getByTestId('numbers-plans')).getByText('Trainee')).toBeInTheDocument();
    expect(screen.getByTestId('numbers-signups')).toHaveTextContent('1,234');
  });
});
