import { performance } from 'node:perf_hooks';
import {
  CHAT_LIMITS,
  type ChatClientFrame,
  ChatClientFrameSchema,
  type ChatError,
  type ChatServerFrame,
  ChatStopFrameSchema,
  findDisallowedControl,
  type Locale,
  TrialErrorCode,
} from '@mustashar/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { Answerer, AnswerResult } from '../../lib/answerer.ts';
import { addressKey } from '../../lib/client-address.ts';
import { AppError, requestLocale } from '../../lib/errors.ts';
import { type MessageKey, t } from '../../lib/messages.ts';
import type { ChatOutcome } from '../../lib/metrics.ts';
import { disallowedControlError } from '../../lib/refuse-control-characters.ts';
import { userTextError } from '../../lib/serialize-error.ts';
import { readSessionToken } from '../auth/plugin.ts';
import { authenticate } from '../auth/service.ts';
import { isSubscriptionActive } from '../billing/entitlements.ts';
import { recordTrialAnswer } from '../trial/claim.ts';
import { consumeTrialMessage, findGuestTrialId } from '../trial/service.ts';
import { type OwnedUpload, readOwnedUploads } from '../uploads/owned.ts';
import type { EndedSessions } from './ended-sessions.ts';
import { type MinuteCounter, memoryMinuteCounter, redisMinuteCounter } from './rate-limit.ts';
import {
  prepareRegeneration,
  type Regeneration,
  type StoredQuestion,
  storeQuestion,
  storeReply,
} from './service.ts';

/** The knobs configuration (CHAT_* variables), tests and the bench turn (defaults from CHAT_LIMITS). */
export type ChatLimits = {
  heartbeatMs: number;
  perConnectionPerMinute: number;
  perUserPerMinute: number;
  /** Largest frame read; larger ones get `bad_request`. */
  frameBytes: number;
  /** Sockets open at once from one address on this instance; the next is closed with CHAT_CLOSE.tooManySockets. */
  maxSocketsPerAddress: number;
  /**
   * How long a socket trusts its last session and subscription check: a lapsed subscription, or a sign-out whose
   * close message was lost, is seen after this.
   */
  sessionRecheckMs: number;
};

export const DEFAULT_CHAT_LIMITS: ChatLimits = {
  heartbeatMs: CHAT_LIMITS.heartbeatMs,
  perConnectionPerMinute: CHAT_LIMITS.perConnectionPerMinute,
  perUserPerMinute: CHAT_LIMITS.perUserPerMinute,
  frameBytes: CHAT_LIMITS.frameBytes,
  maxSocketsPerAddress: 50,
  sessionRecheckMs: 15_000,
};

/** Close codes of our own (4000–4999 are the application's), in ADR 050. */
export const CHAT_CLOSE = {
  /** The socket's session was signed out, ended or its password changed: do not reconnect with it. */
  sessionEnded: 4401,
  /** Too many sockets open from this address: close another one first. */
  tooManySockets: 4429,
} as const;

/** Frames up to this size are read and answered `bad_request` when over CHAT_LIMITS.frameBytes; beyond, ws closes. */
export const MAX_PAYLOAD_BYTES = 1024 * 1024;
/** Missed pongs after which a socket is taken for dead. */
const MISSED_PONGS = 2;

const TRIAL_ERRORS: Record<string, ChatError> = {
  [TrialErrorCode.ended]: 'trial_expired',
  [TrialErrorCode.limit]: 'trial_limit',
  [TrialErrorCode.vpnBlocked]: 'vpn_blocked',
  [TrialErrorCode.notStarted]: 'trial_not_started',
};

const FIELD_MESSAGES: Record<string, MessageKey> = {
  message: 'chatInvalidMessage',
  history: 'chatInvalidHistory',
  attachments: 'chatInvalidAttachments',
};

/** A refusal that ends one message with an error frame (the socket stays open). */
class Refusal extends Error {
  constructor(
    readonly code: ChatError,
    readonly text: string,
    readonly conversationId?: string,
  ) {
    super(code);
  }
}

type Actor = { kind: 'subscriber'; userId: string } | { kind: 'guest' };

/** Why a running answer was aborted. */
type AbortReason = 'stop' | 'closed';

/** All chat sockets of one app: the heartbeat, the shared rate limits and the answers in flight. */
export class ChatHub {
  private readonly connections = new Set<ChatConnection>();
  /** Open sockets per client address, for the per-address cap. */
  private readonly perAddress = new Map<string, number>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly heartbeat: NodeJS.Timeout;
  readonly perConnection: MinuteCounter = memoryMinuteCounter();
  readonly perActor: MinuteCounter;
  private nextId = 1;

  constructor(
    readonly app: FastifyInstance,
    readonly answerer: Answerer,
    readonly limits: ChatLimits,
  ) {
    this.perActor = app.redis ? redisMinuteCounter(app.redis) : memoryMinuteCounter();
    this.heartbeat = setInterval(() => {
      for (const connection of this.connections) connection.beat();
    }, limits.heartbeatMs);
    this.heartbeat.unref();
    app.chatSockets.onEnded((ended) => this.closeEnded(ended));
  }

  accept(socket: WebSocket, request: FastifyRequest) {
    // An IPv6 client counts by its /64 (lib/client-address.ts).
    const address = addressKey(request.ip);
    const open = this.perAddress.get(address) ?? 0;
    if (open >= this.limits.maxSocketsPerAddress) {
      const locale = requestLocale(request);
      request.log.warn({ chat: { address, open } }, 'chat socket refused: too many from this address');
      socket.send(
        JSON.stringify({
          type: 'error',
          error: 'rate_limited',
          message: t('chatTooManySockets', locale),
        } satisfies ChatServerFrame),
      );
      socket.close(CHAT_CLOSE.tooManySockets, 'too many sockets from this address');
      return;
    }
    this.perAddress.set(address, open + 1);
    const connection = new ChatConnection(this, socket, request, this.nextId++);
    this.connections.add(connection);
    this.app.metrics.websocketConnections.inc();
    socket.on('close', () => {
      this.connections.delete(connection);
      this.app.metrics.websocketConnections.dec();
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
      connection.abort('closed');
    });
  }

  /** Closes at once the sockets of sessions that ended (signed out, ended elsewhere, password changed, deleted). */
  private closeEnded(ended: EndedSessions) {
    for (const connection of this.connections) {
      const owner = connection.owner;
      if (!owner) continue;
      const matches =
        'sessionId' in ended
          ? owner.sessionId === ended.sessionId
          : owner.userId === ended.userId && owner.sessionId !== ended.exceptSessionId;
      if (matches) connection.endSession();
    }
  }

  track(work: Promise<void>) {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  get size() {
    return this.connections.size;
  }

  /** On app close: no more beats; answers still running (their sockets are closing) finish or abort first. */
  async close() {
    clearInterval(this.heartbeat);
    for (const connection of this.connections) connection.abort('closed');
    await Promise.allSettled([...this.inFlight]);
    this.perConnection.close();
    this.perActor.close();
  }
}

function rawSize(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((sum, part) => sum + part.length, 0);
  return data instanceof ArrayBuffer ? data.byteLength : data.length;
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data as ArrayBuffer).toString('utf8');
}

/**
 * One `/ws/chat` socket. Every frame is size-capped, parsed and validated; a bad one gets
 * `bad_request` and the socket carries on. One answer at a time; `{type:'stop'}` or closing aborts it.
 */
class ChatConnection {
  private missedPongs = 0;
  private running: AbortController | null = null;
  private locale: Locale;
  /** A session token came with the upgrade: this socket belongs to that session (never silently a guest). */
  private readonly token: string | null;
  private readonly rateKey: string;
  private readonly app: FastifyInstance;
  /** The subscriber this socket last verified, and until when that holds. */
  private verified: { userId: string; until: number } | null = null;
  /** The session and user the upgrade was signed in as, if any: ending that session closes this socket. */
  readonly owner: { sessionId: string; userId: string } | null;
  /** When the upgrade found its session valid: that check stands for the first message within one re-check. */
  private upgradeCheckedAt: number | null;

  constructor(
    private readonly hub: ChatHub,
    private readonly socket: WebSocket,
    private readonly request: FastifyRequest,
    private readonly id: number,
  ) {
    this.app = hub.app;
    this.locale = requestLocale(request);
    this.token = readSessionToken(request);
    this.rateKey = request.user ? `user:${request.user.id}` : `guest:${addressKey(request.ip)}`;
    this.owner =
      request.user && request.authSessionId
        ? { sessionId: request.authSessionId, userId: request.user.id }
        : null;
    this.upgradeCheckedAt = this.owner ? this.app.clock().getTime() : null;
    socket.on('pong', () => {
      this.missedPongs = 0;
    });
    socket.on('message', (data, isBinary) => this.onFrame(data, isBinary));
  }

  beat() {
    if (this.missedPongs >= MISSED_PONGS) {
      this.request.log.info({ chat: { connection: this.id } }, 'chat socket missed its pongs; closing');
      this.socket.terminate();
      return;
    }
    this.missedPongs += 1;
    this.socket.ping();
  }

  abort(reason: AbortReason) {
    this.running?.abort(reason);
  }

  /** Its session ended: say so, stop any answer being written and close. */
  endSession() {
    this.verified = null;
    this.sendError('session_expired', t('chatSessionEnded', this.locale));
    this.abort('closed');
    this.socket.close(CHAT_CLOSE.sessionEnded, 'session ended');
  }

  private send(frame: ChatServerFrame) {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(frame));
  }

  private sendError(
    code: ChatError,
    text: string,
    clientId?: string,
    conversationId?: string,
    messageId?: string,
  ) {
    this.send({
      type: 'error',
      error: code,
      message: text,
      ...(clientId ? { clientId } : {}),
      ...(conversationId ? { conversationId } : {}),
      ...(messageId ? { messageId } : {}),
    });
  }

  private badRequest(text: string, clientId?: string) {
    this.sendError('bad_request', text, clientId);
  }

  private onFrame(data: RawData, isBinary: boolean) {
    if (isBinary) return this.badRequest(t('chatFrameNotJson', this.locale));
    if (rawSize(data) > this.hub.limits.frameBytes)
      return this.badRequest(t('chatFrameTooLarge', this.locale));
    let json: unknown;
    try {
      json = JSON.parse(rawText(data));
    } catch {
      return this.badRequest(t('chatFrameNotJson', this.locale));
    }
    if (ChatStopFrameSchema.safeParse(json).success) return this.abort('stop');

    // Read before validation, so even a refused frame is answered in its language and names its id.
    const loose = (json && typeof json === 'object' ? json : {}) as { clientId?: unknown; locale?: unknown };
    if (loose.locale === 'ar' || loose.locale === 'en') this.locale = loose.locale;
    const clientId =
      typeof loose.clientId === 'string' && loose.clientId.length <= 64 ? loose.clientId : undefined;
    // The same rule as for HTTP bodies: PostgreSQL refuses NUL, so it would surface as `unavailable`.
    const control = findDisallowedControl(json);
    if (control !== null) {
      return this.badRequest(disallowedControlError(control || 'message').messageFor(this.locale), clientId);
    }
    const parsed = ChatClientFrameSchema.safeParse(json);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0];
      const key = (field && FIELD_MESSAGES[String(field)]) || 'chatInvalidFrame';
      return this.badRequest(t(key, this.locale), clientId);
    }
    const frame = parsed.data;
    if (this.running) {
      this.app.metrics.chatMessage('limited', performance.now());
      return this.sendError('rate_limited', t('chatBusy', this.locale), frame.clientId);
    }

    // Taken before any await, so a second frame arriving meanwhile finds the socket busy.
    const controller = new AbortController();
    this.running = controller;
    const work = this.handle(frame, controller).finally(() => {
      if (this.running === controller) this.running = null;
    });
    this.hub.track(work);
  }

  private async withinRateLimits(): Promise<boolean> {
    const now = this.app.clock().getTime();
    const { perConnectionPerMinute, perUserPerMinute } = this.hub.limits;
    if (!(await this.hub.perConnection.hit(`c${this.id}`, perConnectionPerMinute, now))) return false;
    try {
      return await this.hub.perActor.hit(this.rateKey, perUserPerMinute, now);
    } catch (error) {
      // As for HTTP rate limits: a Redis outage lets messages through rather than taking the chat down.
      this.request.log.warn({ err: error }, 'chat rate limit store failed');
      return true;
    }
  }

  private async actor(): Promise<Actor> {
    if (!this.token) return { kind: 'guest' };
    const now = this.app.clock();
    if (this.verified && now.getTime() < this.verified.until) {
      return { kind: 'subscriber', userId: this.verified.userId };
    }
    // Checked again every few seconds: a session signed out or a subscription ended meanwhile stops the chat.
    this.verified = null;
    const recheckMs = this.hub.limits.sessionRecheckMs;
    const upgradeChecked = this.upgradeCheckedAt;
    this.upgradeCheckedAt = null;
    // A session ended since the upgrade has already closed this socket (ChatHub.closeEnded). The tables are read
    // here, not the caches of signed-in reads: this check is what sees a change whose message was lost.
    const userId =
      this.owner && upgradeChecked !== null && now.getTime() < upgradeChecked + recheckMs
        ? this.owner.userId
        : (await authenticate({ db: this.app.db, clock: this.app.clock }, this.token))?.user.id;
    if (!userId || !(await isSubscriptionActive(this.app.db, userId, now))) {
      throw new Refusal('session_expired', t('chatSessionExpired', this.locale));
    }
    this.verified = { userId, until: now.getTime() + recheckMs };
    return { kind: 'subscriber', userId };
  }

  private refuse(key: MessageKey, code: ChatError = 'bad_request'): never {
    throw new Refusal(code, t(key, this.locale));
  }

  private async handle(frame: ChatClientFrame, controller: AbortController) {
    const started = performance.now();
    const log = {
      connection: this.id,
      actor: 'guest' as Actor['kind'],
      chars: frame.message.length,
      attachments: frame.attachments?.length ?? 0,
    };
    let outcome = 'replied';
    let counted: ChatOutcome = 'answered';
    let conversationId: string | undefined;
    let stoppedId: string | undefined;
    try {
      if (!(await this.withinRateLimits())) this.refuse('chatRateLimited', 'rate_limited');
      const actor = await this.actor();
      log.actor = actor.kind;
      if (actor.kind === 'subscriber') {
        conversationId = await this.answerSubscriber(frame, actor.userId, controller.signal, {
          onStored: (id) => {
            conversationId = id;
          },
          onStopped: (id) => {
            stoppedId = id;
          },
        });
      } else {
        await this.answerGuest(frame, controller.signal);
      }
    } catch (error) {
      if (error instanceof Refusal) {
        outcome = error.code;
        counted = error.code === 'rate_limited' ? 'limited' : 'refused';
        this.sendError(error.code, error.text, frame.clientId, error.conversationId ?? conversationId);
      } else if (controller.signal.aborted) {
        outcome = `aborted:${String(controller.signal.reason)}`;
        counted = controller.signal.reason === 'stop' ? 'stopped' : 'closed';
        if (controller.signal.reason === 'stop') {
          this.sendError(
            'unavailable',
            t('chatStopped', this.locale),
            frame.clientId,
            conversationId,
            stoppedId,
          );
        }
      } else {
        outcome = 'unavailable';
        counted = 'failed';
        // A provider's error may quote the question back: logged by class, code and status only.
        this.request.log.error(
          { err: userTextError(error), chat: { connection: this.id, llm: this.app.config.llm.provider } },
          'chat answer failed',
        );
        const key = conversationId ? 'chatUnavailableSaved' : 'chatUnavailable';
        this.sendError('unavailable', t(key, this.locale), frame.clientId, conversationId);
      }
    } finally {
      this.app.metrics.chatMessage(counted, started);
      // Never the message text: questions are private.
      this.request.log.info(
        {
          chat: { ...log, conversationId, outcome, ms: Math.round((performance.now() - started) * 10) / 10 },
        },
        'chat message',
      );
    }
  }

  private async answer(
    frame: ChatClientFrame,
    history: { sender: 'user' | 'bot'; text: string }[],
    uploads: OwnedUpload[],
    signal: AbortSignal,
    onWritten?: (text: string) => void,
  ): Promise<AnswerResult> {
    const result = await this.hub.answerer.answer(
      {
        question: frame.message,
        locale: frame.locale ?? this.locale,
        history,
        attachments: uploads.map((u) => ({ fileName: u.fileName, mime: u.mime, text: u.text })),
        assistant: frame.assistant ?? 'general',
        signal,
      },
      (text) => {
        if (signal.aborted || !text) return;
        onWritten?.(text);
        this.send({ type: 'delta', text });
      },
    );
    // An answerer that ignores the signal still must not have its late answer stored or sent.
    signal.throwIfAborted();
    return result;
  }

  private async answerGuest(frame: ChatClientFrame, signal: AbortSignal) {
    let uploads: OwnedUpload[] = [];
    if (frame.attachments?.length) {
      const trialId = await findGuestTrialId(this.request, frame);
      if (!trialId) this.refuse('trialNotStarted', 'trial_not_started');
      uploads =
        (await readOwnedUploads(this.app.db, { trialId }, frame.attachments)) ??
        this.refuse('chatAttachmentNotFound');
    }
    let consumed: Awaited<ReturnType<typeof consumeTrialMessage>>;
    try {
      consumed = await consumeTrialMessage(this.request, frame);
    } catch (error) {
      const code = error instanceof AppError ? TRIAL_ERRORS[error.code] : undefined;
      if (error instanceof AppError && code) throw new Refusal(code, error.messageFor(this.locale));
      throw error;
    }
    // Guests' history is theirs to send (nothing of theirs is stored here but each answer's fingerprint).
    const result = await this.answer(frame, frame.history ?? [], uploads, signal);
    try {
      await recordTrialAnswer(this.app.db, consumed.trialId, {
        question: frame.message,
        reply: result.text,
        citations: result.citations,
      });
    } catch (error) {
      // The answer is still the guest's; only taking it into an account later will not work.
      this.request.log.warn({ err: userTextError(error) }, 'trial answer fingerprint not kept');
    }
    this.send({
      type: 'reply',
      reply: result.text,
      citations: result.citations,
      ...(frame.clientId ? { clientId: frame.clientId } : {}),
      trial: { remainingMs: consumed.remainingMs, messagesLeft: consumed.messagesRemaining },
    });
  }

  /**
   * Returns the conversation id; `onStored` learns it as soon as the question is saved, `onStopped` the id of the
   * partial answer kept when the user stops it.
   */
  private async answerSubscriber(
    frame: ChatClientFrame,
    userId: string,
    signal: AbortSignal,
    {
      onStored,
      onStopped,
    }: { onStored: (conversationId: string) => void; onStopped: (messageId: string) => void },
  ): Promise<string> {
    if ((frame.regenerate || frame.editOf) && !frame.conversationId) this.refuse('chatConversationNotFound');
    let stored: StoredQuestion | null;
    let uploads: OwnedUpload[];
    let asVersion: { regeneratedFrom?: Regeneration['conversation']; clientId?: string } = {};
    if (frame.regenerate && frame.conversationId) {
      // Asked again: the stored question, its files and its history, not what the frame carries.
      const again = await prepareRegeneration(this.app.db, userId, {
        conversationId: frame.conversationId,
        answerId: frame.regenerate,
        clientId: frame.clientId,
      });
      if (!again) this.refuse('chatConversationNotFound');
      stored = again;
      asVersion = {
        regeneratedFrom: again.conversation,
        ...(frame.clientId ? { clientId: frame.clientId } : {}),
      };
      const files = again.question.attachments.map((a) => a.uploadId);
      uploads = files.length ? ((await readOwnedUploads(this.app.db, { userId }, files)) ?? []) : [];
    } else {
      uploads = frame.attachments?.length
        ? ((await readOwnedUploads(this.app.db, { userId }, frame.attachments)) ??
          this.refuse('chatAttachmentNotFound'))
        : [];
      stored = await storeQuestion(this.app.db, userId, {
        text: frame.message,
        conversationId: frame.conversationId,
        assistant: frame.assistant,
        clientId: frame.clientId,
        attachments: uploads.map(({ text: _text, ...attachment }) => attachment),
        editOf: frame.editOf,
      });
      if (!stored) this.refuse('chatConversationNotFound');
    }
    const conversationId = stored.conversationId;
    onStored(conversationId);

    // A resend of a question answered before: the stored answer, not a new one.
    let reply = stored.reply;
    if (!reply) {
      let written = '';
      let result: AnswerResult;
      try {
        const asked = { ...frame, message: stored.question.text };
        result = await this.answer(asked, stored.history, uploads, signal, (text) => {
          written += text;
        });
      } catch (error) {
        // Stopped by the user: what they saw written is kept, marked as stopped (nothing, if nothing was written).
        if (signal.aborted && signal.reason === 'stop' && written.trim()) {
          const partial = await storeReply(
            this.app.db,
            userId,
            stored.question,
            { text: written, citations: [] },
            { stopped: true, ...asVersion },
          );
          onStopped(partial.id);
        }
        throw error;
      }
      reply = await storeReply(this.app.db, userId, stored.question, result, asVersion);
    }
    this.send({
      type: 'reply',
      reply: reply.text,
      citations: reply.citations,
      conversationId,
      messageId: reply.id,
      questionId: stored.question.id,
      ...(frame.clientId ? { clientId: frame.clientId } : {}),
    });
    return conversationId;
  }
}
