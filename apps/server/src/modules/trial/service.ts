import { randomBytes } from 'node:crypto';
import {
  COOKIE_MAX_AGE_MS,
  COOKIE_NAMES,
  TRIAL,
  TrialErrorCode,
  type TrialMode,
  type TrialStatus,
} from '@mustashar/contracts';
import { and, desc, eq, gt, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { trialDevices, trials } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { messages } from '../../lib/messages.ts';

type Trial = typeof trials.$inferSelect;

/** What identifies a guest: the client address (via trustProxy only), and the device and chat-session cookies. */
export type TrialKeys = { ip: string; deviceId: string | null; sessionId: string | null };

/** The chat-session cookie of SPEC.md section 3: the trial's start time and a random session id. */
export type ChatSessionCookie = { startedAt: number; sessionId: string };

const SAFE_ID = /^[A-Za-z0-9_-]{16,64}$/;
/** How long an address stays tied to its trial: as long as the device cookie would have lived. */
const IP_MEMORY_MS = COOKIE_MAX_AGE_MS.deviceId;
const REDIS_PREFIX = 'mustashar-trial:';
const DAY_MS = 24 * 60 * 60 * 1000;

// Atomic "increment unless the limit is reached": -1 when refused, else the new count. ARGV[1] = limit (0 means
// none), ARGV[2] = expiry in ms.
const CONSUME_SCRIPT = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
local limit = tonumber(ARGV[1])
if limit > 0 and n >= limit then return -1 end
n = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return n
`;

const newId = () => randomBytes(16).toString('base64url');

export function readTrialKeys(request: FastifyRequest): TrialKeys {
  const device = request.cookies[COOKIE_NAMES.deviceId];
  return {
    ip: request.ip,
    deviceId: device && SAFE_ID.test(device) ? device : null,
    sessionId: readChatSession(request)?.sessionId ?? null,
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
  if (app.blockedNetworks.has(keys.ip)) {
    throw new AppError(TRIAL.vpnStatus, TrialErrorCode.vpnBlocked, messages.trialVpnBlocked);
  }
}

/** The trial any of the keys points at: same address (within a year), same device id or same chat session. */
async function findTrial(db: Db, keys: TrialKeys, now: Date): Promise<Trial | null> {
  const byCookie: SQL[] = [];
  if (keys.deviceId) byCookie.push(eq(trialDevices.deviceId, keys.deviceId));
  if (keys.sessionId) byCookie.push(eq(trialDevices.sessionId, keys.sessionId));
  const matches: (SQL | undefined)[] = [
    and(eq(trials.ip, keys.ip), gt(trials.startedAt, new Date(now.getTime() - IP_MEMORY_MS))),
  ];
  if (byCookie.length > 0) {
    matches.push(
      inArray(
        trials.id,
        db
          .select({ id: trialDevices.trialId })
          .from(trialDevices)
          .where(or(...byCookie)),
      ),
    );
  }
  const [row] = await db
    .select()
    .from(trials)
    .where(or(...matches))
    .orderBy(desc(trials.startedAt))
    .limit(1);
  return row ?? null;
}

const counterKey = (trial: Trial) => `${REDIS_PREFIX}${trial.id}:messages`;

async function messagesUsed(app: FastifyInstance, trial: Trial): Promise<number> {
  if (!app.redis) return trial.messageCount;
  return Number((await app.redis.get(counterKey(trial))) ?? 0);
}

function statusOf(trial: Trial, used: number, now: Date): TrialStatus {
  const remainingMs = Math.max(0, trial.endsAt.getTime() - now.getTime());
  const usedUp = trial.messageLimit !== null && used >= trial.messageLimit;
  return {
    blocked: remainingMs === 0 || usedUp,
    exists: true,
    remainingMs,
    messagesUsed: used,
    messagesLimit: trial.messageLimit,
    mode: trial.mode,
  };
}

async function markBlocked(db: Db, trial: Trial) {
  if (!trial.blocked) await db.update(trials).set({ blocked: true }).where(eq(trials.id, trial.id));
}

/** GET /api/trial/status: what a guest's trial looks like now (a trial not yet started is not blocked). */
export async function getTrialStatus(request: FastifyRequest): Promise<TrialStatus> {
  const app = request.server;
  const keys = readTrialKeys(request);
  assertNotBlockedNetwork(app, keys);
  const now = app.clock();
  const trial = await findTrial(app.db, keys, now);
  if (!trial) {
    const mode = app.config.trial.mode;
    const { durationMs, messageLimit } = rules(app, mode);
    return {
      blocked: false,
      exists: false,
      remainingMs: durationMs,
      messagesUsed: 0,
      messagesLimit: messageLimit,
      mode,
    };
  }
  return statusOf(trial, await messagesUsed(app, trial), now);
}

/**
 * POST /api/trial/start: resumes the trial any key points at, or starts one; 440 when it is over, 451 from a
 * blocked network. Sets the device id (365 days), chat session (1 day) and message counter (365 days) cookies.
 */
export async function startTrial(request: FastifyRequest, reply: FastifyReply): Promise<TrialStatus> {
  const app = request.server;
  const keys = readTrialKeys(request);
  assertNotBlockedNetwork(app, keys);
  const now = app.clock();
  const deviceId = keys.deviceId ?? newId();
  const session = readChatSession(request);

  const trial = await app.db.transaction(async (tx) => {
    // One start at a time per address, so two tabs opening at once share one trial.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`trial:${keys.ip}`}))`);
    const found = await findTrial(tx as unknown as Db, keys, now);
    if (found) return found;
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
    return created;
  });

  const status = statusOf(trial, await messagesUsed(app, trial), now);
  if (status.blocked) {
    await markBlocked(app.db, trial);
    throw new AppError(TRIAL.endedStatus, TrialErrorCode.ended, messages.trialEnded);
  }

  // A well-formed chat session is kept (its id stays a key of this trial); otherwise a new one is issued.
  const sessionId = session?.sessionId ?? newId();
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
export async function findGuestTrialId(request: FastifyRequest): Promise<string | null> {
  return (await findTrial(request.server.db, readTrialKeys(request), request.server.clock()))?.id ?? null;
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
 * Counts one guest chat message against the trial of this request (HTTP or the WebSocket upgrade), atomically
 * across instances: Redis when REDIS_URL is set, else one conditional UPDATE. Throws `trial:vpn_blocked` (451),
 * `trial:not_started` (409), `trial:ended` (440) or `trial:limit` (440).
 */
export async function consumeTrialMessage(request: FastifyRequest): Promise<ConsumedTrialMessage> {
  const app = request.server;
  const keys = readTrialKeys(request);
  assertNotBlockedNetwork(app, keys);
  const now = app.clock();
  const trial = await findTrial(app.db, keys, now);
  if (!trial) throw new AppError(409, TrialErrorCode.notStarted, messages.trialNotStarted);
  const remainingMs = trial.endsAt.getTime() - now.getTime();
  if (remainingMs <= 0) {
    await markBlocked(app.db, trial);
    throw new AppError(TRIAL.endedStatus, TrialErrorCode.ended, messages.trialEnded);
  }

  let used: number | null;
  if (app.redis) {
    const ttlMs = remainingMs + DAY_MS;
    const result = Number(
      await app.redis.eval(
        CONSUME_SCRIPT,
        1,
        counterKey(trial),
        String(trial.messageLimit ?? 0),
        String(ttlMs),
      ),
    );
    used = result < 0 ? null : result;
  } else {
    const limitCheck =
      trial.messageLimit === null ? undefined : sql`${trials.messageCount} < ${trial.messageLimit}`;
    const [row] = await app.db
      .update(trials)
      .set({ messageCount: sql`${trials.messageCount} + 1` })
      .where(and(eq(trials.id, trial.id), gt(trials.endsAt, now), limitCheck))
      .returning({ count: trials.messageCount });
    used = row ? row.count : null;
  }
  if (used === null) {
    await markBlocked(app.db, trial);
    throw new AppError(TRIAL.endedStatus, TrialErrorCode.limit, messages.trialLimit);
  }
  return {
    trialId: trial.id,
    messagesUsed: used,
    messagesRemaining: trial.messageLimit === null ? null : Math.max(0, trial.messageLimit - used),
    remainingMs,
  };
}
