import { randomBytes } from 'node:crypto';
import {
  COOKIE_MAX_AGE_MS,
  COOKIE_NAMES,
  TRIAL,
  TrialErrorCode,
  type TrialMode,
  type TrialStatus,
} from '@mustashar/contracts';
import { and, count, desc, eq, gt, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { trialDevices, trials } from '../../db/schema.ts';
import { addressKey } from '../../lib/client-address.ts';
import { AppError } from '../../lib/errors.ts';
import { messages } from '../../lib/messages.ts';

type Trial = typeof trials.$inferSelect;

/**
 * A guest's device and chat-session cookies (which find the trial), and the client address (via trustProxy only):
 * `address` as the client has it (for the blocked networks), `ip` its key for the daily budget (an IPv6 /64).
 */
export type TrialKeys = { ip: string; address: string; deviceId: string | null; sessionId: string | null };

/** The chat-session cookie: the trial's start time and a random session id. */
export type ChatSessionCookie = { startedAt: number; sessionId: string };

const SAFE_ID = /^[A-Za-z0-9_-]{16,64}$/;
/** The window of the per-address budget of new trials (TRIAL_NEW_PER_ADDRESS_PER_DAY). */
const BUDGET_WINDOW_MS = 24 * 60 * 60 * 1000;

const newId = () => randomBytes(16).toString('base64url');

/**
 * The device id and chat session a chat frame names (read by the page from its cookies when it sends): a socket
 * opened before the trial started carries no cookies of it.
 */
export type TrialKeyHint = { deviceId?: string | undefined; sessionId?: string | undefined };

const safeId = (value: string | undefined) => (value && SAFE_ID.test(value) ? value : null);

/** The request's keys; a cookie wins over the hint, which only fills a missing one. */
export function readTrialKeys(request: FastifyRequest, hint: TrialKeyHint = {}): TrialKeys {
  return {
    ip: addressKey(request.ip),
    address: request.ip,
    deviceId: safeId(request.cookies[COOKIE_NAMES.deviceId]) ?? safeId(hint.deviceId),
    sessionId: readChatSession(request)?.sessionId ?? safeId(hint.sessionId),
  };
}

function readChatSession(request: FastifyRequest): ChatSessionCookie | null {
  const raw = request.cookies[COOKIE_NAMES.chatSession];
  if (!raw || raw.length > 200) return null;
  try {
    const value = JSON.parse(raw) as Partial<ChatSessionCookie>;
    if (typeof value.sessionId !== 'string' || !SAFE_ID.test(value.sessionId)) return null;
    return { startedAt: Number(value.startedAt) || 0, sessionId: value.sessionId };
  } catch {
    return null;
  }
}

function rules(app: FastifyInstance, mode: TrialMode) {
  const { trial } = app.config;
  return mode === 'window'
    ? { durationMs: trial.windowMs, messageLimit: trial.messages }
    : { durationMs: trial.minutes * 60_000, messageLimit: null };
}

function assertNotBlockedNetwork(app: FastifyInstance, keys: TrialKeys) {
  if (app.blockedNetworks.has(keys.address)) {
    app.metrics.trialBlocked('blocked_network');
    throw new AppError(TRIAL.vpnStatus, TrialErrorCode.vpnBlocked, messages.trialVpnBlocked);
  }
}

/**
 * The trial this device's device id or chat session points at. The address alone finds none: people behind one
 * carrier NAT or office share it, and the per-address budget bounds fresh trials instead.
 */
export async function findTrial(db: Executor, keys: TrialKeys): Promise<Trial | null> {
  const byCookie: SQL[] = [];
  if (keys.deviceId) byCookie.push(eq(trialDevices.deviceId, keys.deviceId));
  if (keys.sessionId) byCookie.push(eq(trialDevices.sessionId, keys.sessionId));
  if (byCookie.length === 0) return null;
  const [row] = await db
    .select()
    .from(trials)
    .where(
      inArray(
        trials.id,
        db
          .select({ id: trialDevices.trialId })
          .from(trialDevices)
          .where(or(...byCookie)),
      ),
    )
    .orderBy(desc(trials.startedAt))
    .limit(1);
  return row ?? null;
}

/** Whether this address has started its TRIAL_NEW_PER_ADDRESS_PER_DAY new trials in the last 24 hours. */
async function addressBudgetSpent(
  app: FastifyInstance,
  db: Executor,
  ip: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ started: count() })
    .from(trials)
    .where(and(eq(trials.ip, ip), gt(trials.startedAt, new Date(now.getTime() - BUDGET_WINDOW_MS))));
  return (row?.started ?? 0) >= app.config.trial.newPerAddressPerDay;
}

const usedUp = (trial: Trial) => trial.messageLimit !== null && trial.messageCount >= trial.messageLimit;

/** The database row decides: its count, its end and its `blocked` flag (which only ever goes from false to true). */
function statusOf(trial: Trial, now: Date): TrialStatus {
  const remainingMs = Math.max(0, trial.endsAt.getTime() - now.getTime());
  return {
    blocked: trial.blocked || remainingMs === 0 || usedUp(trial),
    exists: true,
    remainingMs,
    messagesUsed: trial.messageCount,
    messagesLimit: trial.messageLimit,
    mode: trial.mode,
    durationMs: Math.max(1, trial.endsAt.getTime() - trial.startedAt.getTime()),
  };
}

async function markBlocked(db: Executor, trial: Trial) {
  if (!trial.blocked) await db.update(trials).set({ blocked: true }).where(eq(trials.id, trial.id));
}

/**
 * GET /api/trial/status: what a guest's trial looks like now. A trial not yet started is not blocked, unless the
 * address has used up its budget of new trials for the day.
 */
export async function getTrialStatus(request: FastifyRequest): Promise<TrialStatus> {
  const app = request.server;
  const keys = readTrialKeys(request);
  assertNotBlockedNetwork(app, keys);
  const now = app.clock();
  const trial = await findTrial(app.db, keys);
  if (trial) return statusOf(trial, now);
  const mode = app.config.trial.mode;
  const { durationMs, messageLimit } = rules(app, mode);
  const spent = await addressBudgetSpent(app, app.db, keys.ip, now);
  return {
    blocked: spent,
    exists: false,
    remainingMs: spent ? 0 : durationMs,
    messagesUsed: 0,
    messagesLimit: messageLimit,
    mode,
    durationMs,
  };
}

/**
 * POST /api/trial/start: resumes the trial the device or chat-session cookie points at, or starts one while the
 * address's daily budget of new trials lasts; 440 when the trial is over or the budget spent, 451 from a blocked
 * network. Sets the device id (365 days), chat session (1 day) and message counter (365 days) cookies.
 */
export async function startTrial(request: FastifyRequest, reply: FastifyReply): Promise<TrialStatus> {
  const app = request.server;
  const keys = readTrialKeys(request);
  assertNotBlockedNetwork(app, keys);
  const now = app.clock();
  const deviceId = keys.deviceId ?? newId();
  // A well-formed chat session is kept (its id stays a key of this trial); otherwise a new one is issued.
  const sessionId = readChatSession(request)?.sessionId ?? newId();

  let started = false;
  const trial = await app.db.transaction(async (tx) => {
    started = false;
    // One start at a time per address (across instances), so the budget is counted and spent atomically.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`trial:${keys.ip}`}))`);
    const found = await findTrial(tx, keys);
    if (found) return found;
    if (await addressBudgetSpent(app, tx, keys.ip, now)) {
      request.log.info({ trial: { addressBudgetSpent: true } }, 'trial refused: address budget spent');
      return null;
    }
    const mode = app.config.trial.mode;
    const { durationMs, messageLimit } = rules(app, mode);
    const [created] = await tx
      .insert(trials)
      .values({
        ip: keys.ip,
        mode,
        startedAt: now,
        endsAt: new Date(now.getTime() + durationMs),
        messageLimit,
      })
      .returning();
    if (!created) throw new Error('trial insert returned nothing');
    // Recorded with the trial, so a spent unit of the budget always has a device to find it again.
    await tx.insert(trialDevices).values({ trialId: created.id, deviceId, sessionId, ip: keys.ip });
    started = true;
    return created;
  });
  // The answer a device gets once its own trial is over: it is what clearing cookies runs into.
  if (!trial) {
    app.metrics.trialBlocked('address_budget');
    throw new AppError(TRIAL.endedStatus, TrialErrorCode.ended, messages.trialEnded);
  }
  // Counted once committed: a rolled-back start started nothing.
  if (started) app.metrics.trialStarted();

  const status = statusOf(trial, now);
  if (status.blocked) {
    app.metrics.trialBlocked('ended');
    await markBlocked(app.db, trial);
    throw new AppError(TRIAL.endedStatus, TrialErrorCode.ended, messages.trialEnded);
  }

  const [seen] = await app.db
    .select({ id: trialDevices.id })
    .from(trialDevices)
    .where(
      and(
        eq(trialDevices.trialId, trial.id),
        eq(trialDevices.deviceId, deviceId),
        eq(trialDevices.sessionId, sessionId),
      ),
    )
    .limit(1);
  if (!seen)
    await app.db.insert(trialDevices).values({ trialId: trial.id, deviceId, sessionId, ip: keys.ip });

  const base = { path: '/', sameSite: 'lax' as const, secure: app.config.isProduction, httpOnly: false };
  reply.setCookie(COOKIE_NAMES.deviceId, deviceId, { ...base, maxAge: COOKIE_MAX_AGE_MS.deviceId / 1000 });
  reply.setCookie(
    COOKIE_NAMES.chatSession,
    JSON.stringify({ startedAt: trial.startedAt.getTime(), sessionId } satisfies ChatSessionCookie),
    { ...base, maxAge: COOKIE_MAX_AGE_MS.chatSession / 1000 },
  );
  // Informational for the client; the server's count is the truth.
  reply.setCookie(COOKIE_NAMES.deviceMessages, String(status.messagesUsed), {
    ...base,
    maxAge: COOKIE_MAX_AGE_MS.deviceMessages / 1000,
  });
  return status;
}

/** The id of the trial this request's keys point at (started or over), or null; for owner checks, not for access. */
export async function findGuestTrialId(request: FastifyRequest, hint?: TrialKeyHint): Promise<string | null> {
  return (await findTrial(request.server.db, readTrialKeys(request, hint)))?.id ?? null;
}

export type ConsumedTrialMessage = {
  /** The trial the message was counted against (it owns the guest's uploads). */
  trialId: string;
  messagesUsed: number;
  /** Null when the mode counts time only. */
  messagesRemaining: number | null;
  remainingMs: number;
};

/**
 * Counts one guest chat message against the trial of this request (HTTP or the WebSocket upgrade) with one
 * conditional UPDATE of the trial's row, so parallel messages on any number of instances never pass the limit.
 * Throws `trial:vpn_blocked` (451), `trial:not_started` (409), `trial:ended` (440) or `trial:limit` (440).
 */
export async function consumeTrialMessage(
  request: FastifyRequest,
  hint?: TrialKeyHint,
): Promise<ConsumedTrialMessage> {
  const app = request.server;
  const keys = readTrialKeys(request, hint);
  assertNotBlockedNetwork(app, keys);
  const now = app.clock();
  const trial = await findTrial(app.db, keys);
  if (!trial) throw new AppError(409, TrialErrorCode.notStarted, messages.trialNotStarted);
  const remainingMs = trial.endsAt.getTime() - now.getTime();
  if (remainingMs <= 0 || (trial.blocked && !usedUp(trial))) {
    app.metrics.trialBlocked('ended');
    await markBlocked(app.db, trial);
    throw new AppError(TRIAL.endedStatus, TrialErrorCode.ended, messages.trialEnded);
  }

  // The message that reaches the limit also sets `blocked`, in the same statement.
  const [row] = await app.db
    .update(trials)
    .set({
      messageCount: sql`${trials.messageCount} + 1`,
      blocked: sql`coalesce(${trials.messageCount} + 1 >= ${trials.messageLimit}, false)`,
    })
    .where(
      and(
        eq(trials.id, trial.id),
        eq(trials.blocked, false),
        gt(trials.endsAt, now),
        or(isNull(trials.messageLimit), lt(trials.messageCount, trials.messageLimit)),
      ),
    )
    .returning({ count: trials.messageCount });
  const used = row?.count ?? null;
  if (used === null) {
    app.metrics.trialBlocked('message_limit');
    throw new AppError(TRIAL.endedStatus, TrialErrorCode.limit, messages.trialLimit);
  }
  return {
    trialId: trial.id,
    messagesUsed: used,
    messagesRemaining: trial.messageLimit === null ? null : Math.max(0, trial.messageLimit - used),
    remainingMs,
  };
}

export type ClaimedTrial = {
  id: string;
  mode: TrialMode;
  startedAt: Date;
  endsAt: Date;
  messagesUsed: number;
  messagesLimit: number | null;
  ended: boolean;
  claimedAt: Date | null;
};

/** The guest trials an account took its conversations from, newest first (for the operator console). */
export async function trialsClaimedBy(db: Executor, userId: string, now: Date): Promise<ClaimedTrial[]> {
  const rows = await db
    .select()
    .from(trials)
    .where(eq(trials.claimedBy, userId))
    .orderBy(desc(trials.startedAt))
    .limit(10);
  return rows.map((trial) => ({
    id: trial.id,
    mode: trial.mode,
    startedAt: trial.startedAt,
    endsAt: trial.endsAt,
    messagesUsed: trial.messageCount,
    messagesLimit: trial.messageLimit,
    ended: statusOf(trial, now).blocked,
    claimedAt: trial.claimedAt,
  }));
}
