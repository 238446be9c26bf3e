import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONFIG, mockApi } from '@/test/api-mock';
import { renderApp } from '@/test/render';

const WITH_MODEL = {
  ...CONFIG,
  processors: [
    { purpose: 'answers' as const, name: 'Anthropic', host: 'api.anthropic.com', location: 'United States' },
    { purpose: 'payments' as const, name: 'Paylink', host: 'restapi.paylink.sa', location: 'Saudi Arabia' },
  ],
};

describe('the privacy page’s processors, from the configuration', () => {
  it('lists each outside service, what it receives and where (English)', async () => {
    mockApi({ '/api/config': () => WITH_MODEL });
    await renderApp('/privacy');
    const section = within(await screen.findByRole('region', { name: /Services that process your data/ }));
    const rows = section.getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Anthropic (api.anthropic.com)');
    expect(rows[1]).toHaveTextContent('Your questions and the text of your attachments');
    expect(rows[1]).toHaveTextContent('Processed in United States');
    expect(rows[2]).toHaveTextContent('Paylink (restapi.paylink.sa)');
  });

  it('says when nothing leaves the server (Arabic)', async () => {
    mockApi({ '/api/config': () => CONFIG });
    await renderApp('/privacy', { lng: 'ar' });
    const section = within(await screen.findByRole('region', { name: /الخدمات التي تعالج بياناتك/ }));
    expect(section.getByText(/لا تتلقى أي خدمة خارجية بياناتك/)).toBeInTheDocument();
  });
});
