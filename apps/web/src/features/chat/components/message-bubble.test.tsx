import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocalMessage } from '../lib/types';
import { MessageBubble } from './message-bubble';

const toastSuccess = vi.hoisted(() => vi.fn());
const toastError = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/toast')>();
  return { ...actual, toast: Object.assign(actual.toast, { success: toastSuccess, error: toastError }) };
});

// Markdown as the server sends it: the copy is the answer's own text, not the rendered one.
const ANSWER = 'Annual leave is **21 days** [1].\n\n- 30 days after five years';

function bot(extra: Partial<LocalMessage> = {}): LocalMessage {
  return {
    id: 'm2',
    sender: 'bot',
    text: ANSWER,
    status: 'done',
    clientId: 'c1',
    attachments: [],
    citations: [],
    createdAt: '2025-05-01T10:00:01.000Z',
    ...extra,
  };
}

function show(message: LocalMessage) {
  render(
    <MemoryRouter>
      <ul>
        <MessageBubble message={message} />
      </ul>
    </MemoryRouter>,
  );
}

describe('the sources under an answer', () => {
  it('speak the answer’s language, whatever the page’s', () => {
    const citation = {
      law: 'نظام العمل',
      article: '109',
      label: 'المادة التاسعة بعد المائة',
      url: '/library/articles/a109',
      excerpt: 'نص',
      kind: 'article' as const,
    };
    // The page is in English here; the answer is Arabic.
    show(bot({ text: 'للعامل إجازة سنوية لا تقل عن ٢١ يومًا.', citations: [citation] }));
    expect(screen.getByText('المصادر').closest('div')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('عرض النص')).toBeInTheDocument();
    expect(screen.getByText('[١]')).toBeInTheDocument();
  });

  it('folds each source’s text under "show the text" and marks a repealed law', async () => {
    show(
      bot({
        citations: [
          {
            law: 'نظام العمل',
            article: '109',
            label: 'المادة التاسعة بعد المائة',
            url: '/library/articles/a109',
            excerpt: 'للعامل إجازة سنوية لا تقل عن واحد وعشرين يومًا',
            kind: 'article',
          },
          {
            law: 'نظام إيجار المساكن القديم',
            article: '2',
            label: 'المادة الثانية',
            url: '/library/articles/old2',
            excerpt: 'نص ملغى',
            kind: 'article',
            repealed: true,
          },
        ],
      }),
    );
    const items = screen.getAllByRole('listitem').filter((li) => li.closest('ol'));
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole('link', { name: 'نظام العمل — المادة التاسعة بعد المائة' })).toHaveAttribute(
      'href',
      '/library/articles/a109',
    );
    const text = first.getByText('للعامل إجازة سنوية لا تقل عن واحد وعشرين يومًا');
    expect(text).not.toBeVisible();
    await userEvent.click(first.getByText('Show the text'));
    expect(text).toBeVisible();
    expect(first.queryByText('Repealed')).toBeNull();
    expect(within(items[1]!).getByText('Repealed')).toBeInTheDocument();
  });
});

describe('MessageBubble copy button', () => {
  beforeEach(() => {
    toastSuccess.mockReset();
    toastError.mockReset();
  });

  it('writes the answer text to the clipboard and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    show(bot());
    const answer = screen.getByRole('article', { name: 'Mustashar' });
    await user.click(within(answer).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(writeText).toHaveBeenCalledWith(ANSWER);
    expect(await navigator.clipboard.readText()).toBe(ANSWER);
    expect(toastSuccess).toHaveBeenCalledWith('Copied to the clipboard.');
    expect(toastError).not.toHaveBeenCalled();
  });

  it('copies the sources after the answer: law, article and full link', async () => {
    const user = userEvent.setup();
    const citation = {
      law: 'Labor Law',
      article: '109',
      label: 'Article 109',
      url: '/library/articles/a109',
      excerpt: 'A worker is entitled to annual leave.',
      kind: 'article' as const,
    };
    show(bot({ citations: [citation] }));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(
      `${ANSWER}\n\nSources:\n[1] Labor Law — Article 109: ${window.location.origin}/library/articles/a109`,
    );
  });

  it('says so when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('denied', 'NotAllowedError'),
    );
    show(bot());
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await act(async () => {});
    expect(toastError).toHaveBeenCalledWith('Could not copy the text.');
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it("is not offered while the answer is being written, nor on the user's own question", () => {
    show(bot({ status: 'streaming', text: 'Annual leave' }));
    expect(screen.queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
    show({ ...bot(), id: 'm1', sender: 'user', text: 'How long is annual leave?', status: 'sent' });
    expect(screen.getByRole('article', { name: 'You' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
  });
});

describe('versions, regenerate and edit', () => {
  const A1 = '22222222-2222-4222-8222-222222222222';
  const A2 = '33333333-3333-4333-8333-333333333333';

  function render1(message: LocalMessage, props: Partial<Parameters<typeof MessageBubble>[0]> = {}) {
    render(
      <MemoryRouter>
        <ul>
          <MessageBubble message={message} canChange {...props} />
        </ul>
      </MemoryRouter>,
    );
  }

  it('names the version shown and moves to the next one', async () => {
    const onShow = vi.fn();
    render1(bot({ serverId: A1, versions: [A1, A2] }), { onShowVersion: onShow });
    const group = screen.getByRole('group', { name: 'Version 1 of 2' });
    expect(within(group).getByRole('button', { name: 'Previous version' })).toBeDisabled();
    await userEvent.click(within(group).getByRole('button', { name: 'Next version' }));
    expect(onShow).toHaveBeenCalledWith('m2', 1);
  });

  it('asks again for an answer only when it is offered and nothing is being written', async () => {
    const onRegenerate = vi.fn();
    render1(bot(), { onRegenerate, canChange: false });
    expect(screen.getByRole('button', { name: 'Answer again' })).toBeDisabled();
  });

  it('edits a question in place: Enter sends the new text, Escape leaves it as it was', async () => {
    const onEdit = vi.fn();
    const question: LocalMessage = {
      ...bot(),
      id: 'q1',
      sender: 'user',
      text: 'Old question',
      status: 'sent',
    };
    render1(question, { onEdit });
    await userEvent.click(screen.getByRole('button', { name: 'Edit question' }));
    const box = screen.getByRole('textbox', { name: 'Edit your question' });
    expect(box).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByText('Old question')).toBeInTheDocument();
    expect(onEdit).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Edit question' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Edit your question' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Edit your question' }), 'New question{Enter}');
    expect(onEdit).toHaveBeenCalledWith('q1', 'New question');
  });
});
