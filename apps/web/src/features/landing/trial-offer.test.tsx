import type { PublicConfig } from '@mustashar/contracts';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONFIG, mockApi } from '@/test/api-mock';
import { consoleGuard } from '@/test/console-guard';
import { preloadRoutes, renderApp } from '@/test/render';

async function ctaBenefits(lng: 'ar' | 'en', trial: PublicConfig['trial']) {
  consoleGuard.allow(/A suspended resource finished loading inside a test/);
  mockApi({ '/api/config': () => ({ ...CONFIG, trial }) });
  await renderApp('/', { lng });
  const cta = (
    await screen.findByRole(
      'heading',
      { name: lng === 'en' ? 'Try Mustashar free today' : 'جرّب مستشار مجانًا اليوم' },
      // The first render of the page in a test file also loads its translations.
      { timeout: 15_000 },
    )
  ).closest('section')!;
  return within(cta);
}

describe('the landing CTA words the trial as the server runs it', () => {
  // The page and the chunk under its hero load once, before the first test's clock starts.
  beforeAll(async () => {
    await preloadRoutes('/');
    await import('./components/below-the-fold');
  });
  const window = { mode: 'window', durationMs: 3_600_000, messagesLimit: 5 } as const;
  const minutes = { mode: 'minutes', durationMs: 10 * 60_000, messagesLimit: null } as const;

  it('a window with messages: questions within the hour, never minutes (en)', async () => {
    const cta = await ctaBenefits('en', window);
    expect(await cta.findByText('5 free questions within an hour')).toBeInTheDocument();
    expect(cta.queryByText(/minute/i)).toBeNull();
  });

  it('a window with messages, in Arabic digits and plural forms (ar)', async () => {
    const cta = await ctaBenefits('ar', window);
    expect(await cta.findByText('٥ أسئلة مجانية خلال ساعة')).toBeInTheDocument();
    expect(cta.queryByText(/دقائق|دقيقة/)).toBeNull();
  });

  it('other windows: two hours, or minutes when not whole hours', async () => {
    const cta = await ctaBenefits('ar', { mode: 'window', durationMs: 2 * 3_600_000, messagesLimit: 11 });
    expect(await cta.findByText('١١ سؤالًا مجانيًا خلال ساعتين')).toBeInTheDocument();
  });

  it('minutes of chat (en)', async () => {
    const en = await ctaBenefits('en', minutes);
    expect(await en.findByText('10 free minutes of consultation')).toBeInTheDocument();
  });

  it('minutes of chat (ar)', async () => {
    const ar = await ctaBenefits('ar', minutes);
    expect(await ar.findByText('١٠ دقائق استشارة مجانية')).toBeInTheDocument();
  });
});
