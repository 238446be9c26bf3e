import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { LocalMessage } from '../lib/types';
import { MessageList } from './message-list';

const message = (id: string, sender: 'user' | 'bot', text: string): LocalMessage => ({
  id,
  sender,
  text,
  status: sender === 'user' ? 'sent' : 'done',
  attachments: [],
  citations: [],
  createdAt: '2025-05-01T10:00:00.000Z',
});

/** Gives the list's scroller the sizes a browser would (jsdom lays nothing out). */
function sized(
  scroller: HTMLElement,
  { height, client, top }: { height: number; client: number; top: number },
) {
  Object.defineProperty(scroller, 'scrollHeight', { configurable: true, value: height });
  Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: client });
  scroller.scrollTop = top;
  scroller.scrollTo = vi.fn(({ top: to }: ScrollToOptions) => {
    scroller.scrollTop = to ?? 0;
  }) as never;
}

describe('MessageList', () => {
  it('offers a way back to the latest message once the reader scrolls up, and takes them there', async () => {
    render(
      <MemoryRouter>
        <MessageList
          messages={[message('q', 'user', 'How long is annual leave?'), message('a', 'bot', '21 days.')]}
          assistant="general"
          reconnecting={false}
          canRetry
          onRetry={() => {}}
          onSuggestion={() => {}}
          suggestionsDisabled={false}
          threadKey="t1"
        />
      </MemoryRouter>,
    );
    const scroller = screen.getByTestId('message-list').parentElement!.parentElement!;
    expect(screen.queryByRole('button', { name: 'Jump to the latest message' })).toBeNull();
    sized(scroller, { height: 3000, client: 600, top: 500 });
    fireEvent.scroll(scroller);
    const back = screen.getByRole('button', { name: 'Jump to the latest message' });
    await userEvent.click(back);
    expect(scroller.scrollTo).toHaveBeenCalledWith({ top: 3000, behavior: 'smooth' });
    expect(screen.queryByRole('button', { name: 'Jump to the latest message' })).toBeNull();
  });
});
