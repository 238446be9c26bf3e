import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONFIG, mockApi } from '@/test/api-mock';
import { renderApp } from '@/test/render';

const WITH_MODEL = {
  ...CONFIG,
  processors: [
    { purpose: 'answers' as const, name: 'Anthropic', host: 'api.anthropic.com', location: 'United States' },
  ],
};

describe('the notice before the first question', () => {
  it('names the answer model, its host and where it processes', async () => {
    mockApi({ '/api/config': () => WITH_MODEL });
    await renderApp('/chat');
    const notice = await screen.findByRole('complementary', { name: 'How your question is processed' });
    expect(notice).toHaveTextContent('sensitive personal data');
    expect(
      await within(notice).findByText(
        /sent to Anthropic \(api\.anthropic\.com\), which processes them in United States/,
      ),
    ).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
  });

  it('says the answer stays on our servers without a model (Arabic)', async () => {
    mockApi({ '/api/config': () => CONFIG });
    await renderApp('/chat', { lng: 'ar' });
    const notice = await screen.findByRole('complementary', { name: 'كيف نعالج سؤالك' });
    expect(await within(notice).findByText(/على خوادم مستشار نفسها/)).toBeInTheDocument();
  });
});
