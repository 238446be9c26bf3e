import { createHash } from 'node:crypto';
import {
  type Citation,
  CitationSchema,
  type TrialClaimRequest,
  type TrialClaimResponse,
  TrialErrorCode,
} from '@mustashar/contracts';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { trialAnswers, trials } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { messages } from '../../lib/messages.ts';
import { actingUser } from '../auth/plugin.ts';
import { importConversation } from '../chat/service.ts';
import { findActiveUserById } from '../identity/users.ts';
import { findTrial, readTrialKeys } from './service.ts';

/**
 * A guest's trial conversation lives in their browser only. When the guest makes an account on that device, the
 * browser hands the conversation over and it joins the account's history, once. What keeps that safe:
 * - the trial is found by this device's own trial cookies (random ids no other device knows), never by address;
 * - only the account made from the trial may take it: one created after the trial started and no later than a
 *   day after it ended, so someone else signing in on a shared computer does not get a stranger's questions;
 * - one account, once: the trial's row is marked in the same transaction that stores the conversations;
 * - only answers the server really gave on that trial are stored, checked against the fingerprints it kept.
 */

/** How long after the trial's end the account made from it may still be created (the chat session cookie's day). */
export const CLAIM_WINDOW_MS = 24 * 60 * 60 * 1000;

const CitationsSchema = z.array(CitationSchema);

export type AnsweredQuestion = { question: string; reply: string; citations: readonly Citation[] };

/**
 * The fingerprint of one answer. The citations are read through the contract's schema first (its keys, its
 * order), so the browser's copy of them, parsed by the same schema, fingerprints the same.
 */
export function answerDigest(answered: AnsweredQuestion): string {
  const citations = CitationsSchema.parse(answered.citations);
  return createHash('sha256')
    .update(JSON.stringify([answered.question.trim(), answered.reply, citations]))
    .digest('hex');
}

/**
 * What the server kept of guests' trial messages (the answers' fingerprints) from before `cutoff`: the trial's
 * retention (ADR 100). A trial that old can no longer be claimed, so nothing needs them.
 */
export async function deleteTrialAnswersBefore(db: Executor, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(trialAnswers)
    .where(lt(trialAnswers.createdAt, cutoff))
    .returning({ id: trialAnswers.id });
  return rows.length;
}

/** Keeps the fingerprint of an answer just given on a trial. */
export async function recordTrialAnswer(db: Executor, trialId: string, answered: AnsweredQuestion) {
  await db.insert(trialAnswers).values({ trialId, digest: answerDigest(answered) });
}

/**
 * POST /api/trial/claim: the trial this device's cookies point at gives its conversations to the signed-in account.
 * Only the answers the server gave on it are kept (a thread left without one is skipped); 404 without a trial,
 * 403 for an account not made from it, 409 when taken already, 400 when nothing sent is known.
 */
export async function claimTrial(
  request: FastifyRequest,
  body: TrialClaimRequest,
): Promise<TrialClaimResponse> {
  const app = request.server;
  const user = actingUser(request);
  // Cookies only: a hint in the body could name another device's trial.
  const trial = await findTrial(app.db, readTrialKeys(request));
  if (!trial) throw new AppError(404, TrialErrorCode.notFound, messages.trialClaimNotFound);
  const account = await findActiveUserById(app.db, user.id);
  const created = account?.createdAt.getTime() ?? 0;
  if (created < trial.startedAt.getTime() || created > trial.endsAt.getTime() + CLAIM_WINDOW_MS) {
    throw new AppError(403, TrialErrorCode.claimForbidden, messages.trialClaimForbidden);
  }

  return app.db.transaction(async (tx) => {
    // The row lock makes parallel claims wait here; the second then finds it claimed.
    const [claimed] = await tx
      .update(trials)
      .set({ claimedAt: app.clock(), claimedBy: user.id })
      .where(and(eq(trials.id, trial.id), isNull(trials.claimedAt)))
      .returning({ id: trials.id });
    if (!claimed) throw new AppError(409, TrialErrorCode.alreadyClaimed, messages.trialAlreadyClaimed);

    // Each fingerprint vouches for one answer: the same answer given twice may be taken twice, not more.
    const unused = new Map<string, number>();
    const rows = await tx
      .select({ digest: trialAnswers.digest })
      .from(trialAnswers)
      .where(eq(trialAnswers.trialId, trial.id));
    for (const { digest } of rows) unused.set(digest, (unused.get(digest) ?? 0) + 1);
    const known = (answered: AnsweredQuestion) => {
      const digest = answerDigest(answered);
      const left = unused.get(digest) ?? 0;
      if (left === 0) return false;
      unused.set(digest, left - 1);
      return true;
    };

    const conversationIds: string[] = [];
    for (const thread of body.threads) {
      const exchanges = thread.exchanges.filter(known);
      if (exchanges.length === 0) continue;
      conversationIds.push(
        await importConversation(tx, user.id, { assistant: thread.assistant ?? 'general', exchanges }),
      );
    }
    // Thrown inside the transaction: the trial stays unclaimed.
    if (conversationIds.length === 0) {
      throw new AppError(400, TrialErrorCode.nothingToClaim, messages.trialNothingToClaim);
    }
    request.log.info(
      { trial: { claimed: trial.id, conversations: conversationIds.length } },
      'trial conversations claimed',
    );
    return { conversationIds };
  });
}
