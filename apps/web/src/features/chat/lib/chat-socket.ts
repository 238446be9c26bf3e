import type { ChatClientFrame } from '@mustashar/contracts';
import { parseServerFrame, type ServerEvent } from './frames';

/** The part of the browser's WebSocket the client uses (tests hand in a fake). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

export type SocketFactory = (url: string) => SocketLike;
export type SocketStatus = 'idle' | 'connecting' | 'open' | 'reconnecting';

/** A question on its way: sent (or waiting for the socket) until its final `reply` or `error` frame arrives. */
export type OutgoingFrame = ChatClientFrame & { clientId: string };

export type SocketEvent =
  | (ServerEvent & { clientId?: string })
  /** The socket came back and the pending question went out again (its earlier partial answer is void). */
  | { kind: 'resent'; clientId: string }
  /** The client-side `ws_error`: the socket failed and did not come back in time for the pending question. */
  | { kind: 'socket_error'; clientId: string };

export interface ChatSocketOptions {
  url: string;
  onEvent: (event: SocketEvent) => void;
  onStatus?: (status: SocketStatus) => void;
  create?: SocketFactory;
  /** First reconnect delay; doubles up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Failed reconnects after which the pending question is reported as `socket_error`. */
  giveUpAfter?: number;
}

const OPEN = 1;

/** Same host, `wss:` when the page is secure. */
export function chatSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/chat`;
}

/**
 * One `/ws/chat` connection per page: reconnects with exponential backoff (with jitter) and, after a reconnect,
 * resends the pending question with the same `clientId` (the server stores it once and answers it once).
 */
export class ChatSocket {
  private socket: SocketLike | null = null;
  private pending: OutgoingFrame | null = null;
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;
  private status: SocketStatus = 'idle';
  /** The pending frame went out on the current socket (else it goes out when the socket opens). */
  private sentOnCurrent = false;
  /** The pending frame went out on some earlier socket: sending it again is a resend. */
  private sentBefore = false;
  private readonly create: SocketFactory;

  constructor(private readonly options: ChatSocketOptions) {
    this.create = options.create ?? ((url) => new WebSocket(url));
  }

  get currentStatus(): SocketStatus {
    return this.status;
  }

  get pendingClientId(): string | null {
    return this.pending?.clientId ?? null;
  }

  connect(): void {
    if (this.disposed || this.socket) return;
    this.clearTimer();
    this.setStatus(this.failures > 0 ? 'reconnecting' : 'connecting');
    let socket: SocketLike;
    try {
      socket = this.create(this.options.url);
    } catch {
      this.onClosed();
      return;
    }
    this.socket = socket;
    this.sentOnCurrent = false;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.failures = 0;
      this.setStatus('open');
      if (this.pending && !this.sentOnCurrent) {
        const resending = this.sentBefore;
        this.transmit(this.pending);
        if (resending) this.options.onEvent({ kind: 'resent', clientId: this.pending.clientId });
      }
    };
    socket.onmessage = (event) => {
      if (this.socket === socket) this.onMessage(event.data);
    };
    socket.onerror = () => {
      // A close event follows; the reconnect happens there.
    };
    socket.onclose = () => {
      if (this.socket === socket) this.onClosed();
    };
  }

  /** Sends a question (or queues it until the socket opens). One question at a time, as the server answers. */
  send(frame: OutgoingFrame): void {
    this.pending = frame;
    this.sentBefore = false;
    if (this.socket && this.socket.readyState === OPEN) {
      this.transmit(frame);
      return;
    }
    this.sentOnCurrent = false;
    if (!this.socket) {
      // Someone is waiting: try now rather than at the end of the backoff.
      this.failures = Math.min(this.failures, 1);
      this.connect();
    }
  }

  /** Asks the server to stop the answer being written (it then sends `unavailable`). */
  stop(): void {
    if (this.socket && this.socket.readyState === OPEN) this.socket.send(JSON.stringify({ type: 'stop' }));
  }

  /** Forgets the pending question (e.g. the user started a new chat while it was waiting for the socket). */
  cancel(clientId: string): void {
    if (this.pending?.clientId === clientId) this.pending = null;
  }

  /** Reconnect at once, if waiting to (the browser came back online, the tab became visible). */
  wake(): void {
    if (this.disposed || this.socket || this.status !== 'reconnecting') return;
    this.connect();
  }

  dispose(): void {
    this.disposed = true;
    this.clearTimer();
    const socket = this.socket;
    this.socket = null;
    this.pending = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.onopen = null;
      socket.close(1000, 'page closed');
    }
  }

  private transmit(frame: OutgoingFrame) {
    try {
      this.socket?.send(JSON.stringify(frame));
      this.sentOnCurrent = true;
      this.sentBefore = true;
    } catch {
      // The close event that follows reconnects and resends.
    }
  }

  private onMessage(data: unknown) {
    const event = parseServerFrame(data);
    const clientId = event.kind === 'reply' || event.kind === 'error' ? event.frame.clientId : undefined;
    const final = event.kind !== 'delta';
    if (final && this.pending && (!clientId || clientId === this.pending.clientId)) {
      const done = this.pending.clientId;
      this.pending = null;
      this.options.onEvent({ ...event, clientId: clientId ?? done });
      return;
    }
    if (final && !this.pending) {
      // Nothing is waiting: an unknown or late frame changes nothing on screen.
      if (event.kind === 'unknown') return;
    }
    this.options.onEvent(clientId ? { ...event, clientId } : event);
  }

  private onClosed() {
    this.socket = null;
    if (this.disposed) return;
    this.failures += 1;
    const giveUpAfter = this.options.giveUpAfter ?? 3;
    if (this.pending && this.failures >= giveUpAfter) {
      const clientId = this.pending.clientId;
      this.pending = null;
      this.options.onEvent({ kind: 'socket_error', clientId });
    }
    this.setStatus('reconnecting');
    const base = this.options.baseDelayMs ?? 500;
    const max = this.options.maxDelayMs ?? 15_000;
    const delay = Math.min(max, base * 2 ** (this.failures - 1));
    // Jitter: many tabs reconnecting after a server restart do not arrive at once.
    this.timer = setTimeout(() => this.connect(), delay * (0.8 + Math.random() * 0.4));
  }

  private clearTimer() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private setStatus(status: SocketStatus) {
    if (this.status === status) return;
    this.status = status;
    this.options.onStatus?.(status);
  }
}
