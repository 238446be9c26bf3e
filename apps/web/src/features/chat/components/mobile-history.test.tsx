import { MOBILE_HISTORY_THREADS } from '@mustashar/contracts/constants';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Thread } from '../lib/types';
import { HistorySheet } from './mobile-history';

const thread = (n: number, extra: Partial<Thread> = {}): Thread => ({
  id: `t${n}`,
  title: `Chat ${n}`,
  pinned: false,
  assistant: 'general',
  messages: [],
  createdAt: '2025-05-01T10:00:00.000Z',
  updatedAt: '2025-05-01T10:00:00.000Z',
  ...extra,
});

function setup(threads: Thread[]) {
  const onSelect = vi.fn();
  const onSeeMore = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <HistorySheet
      open
      onOpenChange={onOpenChange}
      threads={threads}
      activeId="t2"
      onSelect={onSelect}
      onSeeMore={onSeeMore}
    />,
  );
  const sheet = screen.getByRole('dialog', { name: 'Recent chats' });
  const titles = () =>
    within(sheet)
      .queryAllByTestId('thread-row')
      .map((row) => row.textContent);
  return { onSelect, onSeeMore, onOpenChange, sheet, titles };
}

describe('HistorySheet (mobile bottom sheet)', () => {
  it('shows only the first 5 of 7 threads, in the order given, and offers to see all', async () => {
    expect(MOBILE_HISTORY_THREADS).toBe(5);
    const threads = [thread(1, { pinned: true }), ...[2, 3, 4, 5, 6, 7].map((n) => thread(n))];
    const { sheet, titles, onSeeMore, onSelect } = setup(threads);
    expect(titles()).toEqual(['Pinned: Chat 1', 'Chat 2', 'Chat 3', 'Chat 4', 'Chat 5']);
    expect(within(sheet).queryByText('Chat 6')).not.toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Chat 2' })).toHaveAttribute('aria-current', 'true');

    await userEvent.click(within(sheet).getByRole('button', { name: 'See all chats' }));
    expect(onSeeMore).toHaveBeenCalledTimes(1);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('groups pinned threads under Pinned, above Recent, each listed once', () => {
    const { sheet } = setup([thread(1, { pinned: true }), thread(2, { pinned: true }), thread(3), thread(4)]);
    const group = (name: string) =>
      within(within(sheet).getByRole('region', { name }))
        .getAllByTestId('thread-row')
        .map((row) => row.textContent);
    expect(group('Pinned')).toEqual(['Pinned: Chat 1', 'Pinned: Chat 2']);
    expect(group('Recent')).toEqual(['Chat 3', 'Chat 4']);
    const [pinned, recent] = within(sheet).getAllByRole('region');
    expect(pinned).toHaveAccessibleName('Pinned');
    expect(recent).toHaveAccessibleName('Recent');
  });

  it('shows no Pinned group without pinned threads', () => {
    const { sheet } = setup([thread(1), thread(2)]);
    expect(within(sheet).queryByRole('region', { name: 'Pinned' })).not.toBeInTheDocument();
    expect(within(sheet).getByRole('region', { name: 'Recent' })).toBeInTheDocument();
  });

  it('opens a thread it lists', async () => {
    const { sheet, onSelect } = setup([thread(1), thread(2), thread(3)]);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Chat 3' }));
    expect(onSelect).toHaveBeenCalledWith('t3');
  });

  it('shows all threads when there are 5 or fewer', () => {
    const few = setup([1, 2, 3].map((n) => thread(n)));
    expect(few.titles()).toEqual(['Chat 1', 'Chat 2', 'Chat 3']);
  });

  it('says there are no chats yet when the list is empty', () => {
    const { sheet, titles } = setup([]);
    expect(titles()).toEqual([]);
    expect(within(sheet).getByText('No chats yet. Your conversations will appear here.')).toBeInTheDocument();
  });
});
