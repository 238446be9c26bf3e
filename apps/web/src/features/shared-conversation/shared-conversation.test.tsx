import type { SharedConversation } from '@mustashar/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '@/test/api-mock';
import { renderApp } from '@/test/render';

const ID = 'AAAAAAAAAAAAAAAAAAAAAA';
const ARTICLE = '/library/articles/00000000-0000-4000-8000-000000000084';

const CONVERSATION: SharedConversation = {
  title: 'End of service',
  createdAt: '2025-05-01T10:00:00.000Z',
  messages: [
    {
      sender: 'user',
      text: 'How much is the end of service award?',
      citations: [],
      createdAt: '2025-05-01T10:00:00.000Z',
      attachments: [{ fileName: 'contract.pdf' }],
    },
    {
      sender: 'bot',
      text: 'Half a month for each of the **first five years** [1].',
      citations: [
        { law: 'Labor Law', article: '84', label: 'Article 84', url: ARTICLE, excerpt: '…', kind: 'article' },
      ],
      createdAt: '2025-05-01T10:00:01.000Z',
      stopped: true,
    },
  ],
};

describe('a shared chat', () => {
  it('shows the chat with its sources linked to the library, the disclaimer and a way in, kept out of indexes', async () => {
    mockApi({ [`/api/shared/${ID}`]: () => ({ conversation: CONVERSATION }) });
    await renderApp(`/shared/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'End of service' })).toBeInTheDocument();
    expect(screen.getByTestId('shared-question')).toHaveTextContent('How much is the end of service award?');
    expect(screen.getByRole('list', { name: 'Attached files' })).toHaveTextContent('contract.pdf');
    const answer = screen.getByTestId('shared-answer');
    expect(within(answer).getByText('first five years').tagName).toBe('STRONG');
    expect(within(answer).getByRole('link', { name: 'Labor Law — Article 84' })).toHaveAttribute(
      'href',
      ARTICLE,
    );
    expect(within(answer).getByText('This answer was stopped before it was finished.')).toBeInTheDocument();
    expect(screen.getAllByText(/It is not legal advice/).length).toBeGreaterThanOrEqual(1);
    expect(screen.getByRole('link', { name: 'Try Mustashar' })).toHaveAttribute('href', '/chat');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex, nofollow',
    );
    expect(document.title).toBe('End of service | Shared chat | Mustashar');
  });

  it('says plainly that a revoked or deleted link does not work', async () => {
    mockApi({
      [`/api/shared/${ID}`]: () => json({ error: 'http:not_found', message: 'Not found' }, 404),
    });
    await renderApp(`/shared/${ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link does not work' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('shared-question')).toBeNull();
  });
});
