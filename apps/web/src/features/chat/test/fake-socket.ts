import type { ChatServerFrame } from '@mustashar/contracts';
import type { SocketLike } from '../lib/chat-socket';

/** A WebSocket double: records what the client sends and lets a test open, answer and drop it. */
export class FakeSocket implements SocketLike {
  static instances: FakeSocket[] = [];
  static reset() {
    FakeSocket.instances = [];
  }
  static get last(): FakeSocket {
    const socket = FakeSocket.instances[FakeSocket.instances.length - 1];
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  readyState = 0;
  sent: string[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }

  /** The client's frames, parsed. */
  get frames(): Record<string, unknown>[] {
    return this.sent.map((s) => JSON.parse(s) as Record<string, unknown>);
  }

  send(data: string) {
    if (this.readyState !== 1) throw new Error('not open');
    this.sent.push(data);
  }

  close() {
    this.readyState = 3;
  }

  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  /** A server frame as the contract has it, so a test's frame cannot drift from what the server sends. */
  receive(frame: ChatServerFrame) {
    this.receiveRaw(JSON.stringify(frame));
  }

  /** Data outside the contract (not JSON, an unknown shape), for the client's handling of it. */
  receiveRaw(data: string) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }

  /** The connection fails or drops. */
  drop() {
    this.readyState = 3;
    this.onerror?.(new Event('error'));
    this.onclose?.(new CloseEvent('close', { code: 1006 }));
  }
}

export const fakeSocketFactory = (url: string) => new FakeSocket(url);
