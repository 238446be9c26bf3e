import { TRIAL_CLAIM_LIMITS, type TrialClaimRequest } from '@mustashar/contracts';
import { ApiError } from '@/lib/api-client';
import { removeStorage } from '@/lib/storage';
import { claimTrial } from '../api/claim-trial';
import { readLocalCopy, storageKeyFor } from './chat-store';
import type { Thread } from './types';

type ClaimThread = TrialClaimRequest['threads'][number];

/** A guest thread's answered questions, oldest first: what the server can recognise (it kept their fingerprints). */
export function answeredExchanges(thread: Thread): ClaimThread['exchanges'] {
  const exchanges: ClaimThread['exchanges'] = [];
  thread.messages.forEach((question, index) => {
    if (question.sender !== 'user' || !question.clientId) return;
    const answer = thread.messages
      .slice(index + 1)
      .find((m) => m.sender === 'bot' && m.clientId === question.clientId);
    if (answer?.status !== 'done' || !answer.text) return;
    exchanges.push({ question: question.text, reply: answer.text, citations: answer.citations });
  });
  return exchanges.slice(0, TRIAL_CLAIM_LIMITS.exchanges);
}

/** The claim this browser's guest chat makes, oldest thread first; null when it holds no answered question. */
export function guestClaim(threads: readonly Thread[]): TrialClaimRequest | null {
  const claimThreads = [...threads]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((thread) => ({ assistant: thread.assistant, exchanges: answeredExchanges(thread) }))
    .filter((thread) => thread.exchanges.length > 0)
    .slice(0, TRIAL_CLAIM_LIMITS.threads);
  return claimThreads.length > 0 ? { threads: claimThreads } : null;
}

/**
 * The trial's conversation kept in this browser moves into the signed-in account: sent once, and the guest copy
 * goes when the server has it (or says an account has it already). Any other refusal — another account's trial,
 * an account older than the trial — leaves the guest copy alone. True when conversations were added.
 */
export async function claimGuestChat(): Promise<boolean> {
  const claim = guestClaim(readLocalCopy(null).threads);
  if (!claim) return false;
  try {
    await claimTrial(claim);
    removeStorage(storageKeyFor(null));
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) removeStorage(storageKeyFor(null));
    return false;
  }
}
