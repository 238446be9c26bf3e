import { type ChatServerFrame, type Citation, COOKIE_NAMES } from '@mustashar/contracts';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { Db } from '../../src/db/client.ts';
import { sessions, users } from '../../src/db/schema.ts';
import type { Answerer, AnswerRequest } from '../../src/lib/answerer.ts';
import { hashToken, newToken } from '../../src/lib/tokens.ts';

/** Shared by the chat tests and bench/chat: a real WebSocket client, users with sessions, a scripted answerer. */

/** Listens on an ephemeral loopback port (once) and returns the chat socket's URL. */
export async function chatUrl(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on a port');
  return `ws://127.0.0.1:${address.port}/ws/chat`;
}

export type FinalFrame = Exclude<ChatServerFrame, { type: 'delta' }>;

/** A WebSocket client that queues what the server sends, so a test reads frames in order. */
export class ChatClient {
  private readonly frames: ChatServerFrame[] = [];
  private waiting: ((frame: ChatServerFrame) => void) | null = null;
  readonly closed: Promise<{ code: number }>;
  pings = 0;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as ChatServerFrame;
      if (this.waiting) {
        const resolve = this.waiting;
        this.waiting = null;
        resolve(frame);
      } else this.frames.push(frame);
    });
    socket.on('ping', () => {
      this.pings += 1;
    });
    this.closed = new Promise((resolve) => socket.on('close', (code) => resolve({ code })));
  }

  /** Opens a socket; rejects with the HTTP status when the upgrade is refused. */
  static open(
    url: string,
    options: { headers?: Record<string, string>; autoPong?: boolean } = {},
  ): Promise<ChatClient> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { headers: options.headers, autoPong: options.autoPong ?? true });
      socket.once('open', () => resolve(new ChatClient(socket)));
      socket.once('unexpected-response', (_request, response) => {
        reject(
          Object.assign(new Error(`upgrade refused: ${response.statusCode}`), {
            status: response.statusCode,
          }),
        );
        socket.terminate();
      });
      socket.once('error', reject);
    });
  }

  send(frame: object | string) {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  next(): Promise<ChatServerFrame> {
    const queued = this.frames.shift();
    if (queued) return Promise.resolve(queued);
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }

  /** Reads up to the final frame (reply or error), collecting the deltas before it. */
  async final(): Promise<{ deltas: string[]; frame: FinalFrame }> {
    const deltas: string[] = [];
    for (;;) {
      const frame = await this.next();
      if ('type' in frame && frame.type === 'delta') deltas.push(frame.text);
      else return { deltas, frame: frame as FinalFrame };
    }
  }

  /** Sends a question and reads its final frame. */
  async ask(frame: object | string) {
    this.send(frame);
    return this.final();
  }

  close() {
    this.socket.close();
    return this.closed;
  }
}

/** A user with a session straight in the database (the auth module's own tests cover signing up). */
export async function createUserWithSession(
  db: Db,
  email: string,
  options: { now?: Date; locale?: 'ar' | 'en' } = {},
): Promise<{ userId: string; token: string; cookie: string }> {
  const now = options.now ?? new Date();
  const [user] = await db
    .insert(users)
    .values({
      email,
      name: email.split('@')[0] ?? 'user',
      locale: options.locale ?? 'ar',
      emailVerifiedAt: now,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned nothing');
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(now.getTime() + 24 * 3_600_000),
    createdAt: now,
    lastSeenAt: now,
  });
  return { userId: user.id, token, cookie: `${COOKIE_NAMES.session}=${token}` };
}

export const TEST_CITATION: Citation = {
  law: 'Labour Law',
  article: '109',
  label: 'Article 109',
  url: '/library/articles/test-109',
  excerpt: 'A worker is entitled to annual leave.',
  kind: 'article',
};

export type ScriptedAnswerer = Answerer & {
  calls: AnswerRequest[];
  /** Signals seen by answers that waited ("wait" in the question) and were aborted. */
  aborted: number;
  /** How many of the next answers throw after their first piece, whatever the question. */
  breakNext: number;
};

/**
 * Deterministic, never canned for production: streams "Answer: <question>" in three pieces with one citation.
 * A question containing "fail" throws after the first piece; one containing "wait" streams a piece and then waits
 * until its signal aborts.
 */
export function scriptedAnswerer(): ScriptedAnswerer {
  const answerer: ScriptedAnswerer = {
    calls: [],
    aborted: 0,
    breakNext: 0,
    async answer(request, onDelta) {
      answerer.calls.push(request);
      const pieces = ['Answer', ': ', request.question];
      onDelta(pieces[0]!);
      if (answerer.breakNext > 0 || /fail/i.test(request.question)) {
        answerer.breakNext = Math.max(0, answerer.breakNext - 1);
        throw new Error('the engine broke');
      }
      if (/wait/i.test(request.question)) {
        await new Promise<void>((_resolve, reject) => {
          request.signal.addEventListener('abort', () => {
            answerer.aborted += 1;
            reject(request.signal.reason);
          });
        });
      }
      await Promise.resolve();
      onDelta(pieces[1]!);
      onDelta(pieces[2]!);
      return { text: pieces.join(''), citations: [TEST_CITATION] };
    },
  };
  return answerer;
}

/** Answers at once with a fixed-length text and no streaming pause: the bench measures the server, not the engine. */
export function instantAnswerer(): Answerer {
  return {
    async answer(request, onDelta) {
      const text = `Answer: ${request.question}`;
      onDelta(text);
      return { text, citations: [] };
    },
  };
}
