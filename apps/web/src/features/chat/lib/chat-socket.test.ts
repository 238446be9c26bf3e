import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket, fakeSocketFactory } from '../test/fake-socket';
import { ChatSocket, chatSocketUrl, type SocketEvent } from './chat-socket';

function setup(giveUpAfter = 3) {
  const events: SocketEvent[] = [];
  const socket = new ChatSocket({
    url: 'ws://localhost/ws/chat',
    create: fakeSocketFactory,
    onEvent: (event) => events.push(event),
    baseDelayMs: 100,
    maxDelayMs: 1000,
    giveUpAfter,
  });
  return { socket, events };
}

const question = (clientId = 'c1') => ({
  message: 'What is the notice period?',
  clientId,
  locale: 'en' as const,
});

describe('ChatSocket', () => {
  beforeEach(() => {
    FakeSocket.reset();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('uses wss on secure pages and ws otherwise, on the same host', () => {
    expect(chatSocketUrl({ protocol: 'https:', host: 'example.sa' })).toBe('wss://example.sa/ws/chat');
    expect(chatSocketUrl({ protocol: 'http:', host: '127.0.0.1:3000' })).toBe('ws://127.0.0.1:3000/ws/chat');
  });

  it('queues a question until the socket opens, then passes deltas and the final reply through', () => {
    const { socket, events } = setup();
    socket.send(question());
    const ws = FakeSocket.last;
    expect(ws.sent).toEqual([]);
    ws.open();
    expect(ws.frames).toEqual([question()]);
    ws.receive({ type: 'delta', text: 'Thirty ' });
    ws.receive({ type: 'delta', text: 'days.' });
    ws.receive({ type: 'reply', reply: 'Thirty days.', clientId: 'c1' });
    expect(events.map((e) => e.kind)).toEqual(['delta', 'delta', 'reply']);
    expect(socket.pendingClientId).toBeNull();
  });

  it('after a dropped socket reconnects with backoff and resends the pending question with the same clientId', () => {
    const { socket, events } = setup();
    socket.connect();
    FakeSocket.last.open();
    socket.send(question('same-id'));
    FakeSocket.last.receive({ type: 'delta', text: 'Par' });
    FakeSocket.last.drop();
    expect(socket.currentStatus).toBe('reconnecting');
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(200);
    expect(FakeSocket.instances).toHaveLength(2);
    FakeSocket.last.open();
    expect(FakeSocket.last.frames).toEqual([question('same-id')]);
    expect(events.at(-1)).toEqual({ kind: 'resent', clientId: 'same-id' });
  });

  it('reports ws_error for the pending question when the socket does not come back', () => {
    const { socket, events } = setup(3);
    socket.send(question());
    FakeSocket.last.drop();
    vi.advanceTimersByTime(200);
    FakeSocket.last.drop();
    expect(events).toEqual([]);
    vi.advanceTimersByTime(400);
    FakeSocket.last.drop();
    expect(events).toEqual([{ kind: 'socket_error', clientId: 'c1' }]);
    expect(socket.pendingClientId).toBeNull();
    // It keeps trying, for the next question.
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.instances).toHaveLength(4);
  });

  it('turns unparseable and unknown frames into unknown events for the pending question', () => {
    const { socket, events } = setup();
    socket.send(question());
    FakeSocket.last.open();
    FakeSocket.last.receiveRaw('not json {');
    expect(events).toEqual([{ kind: 'unknown', reason: 'invalid_json', clientId: 'c1' }]);
    socket.send(question('c2'));
    FakeSocket.last.receiveRaw('{"something":"else"}');
    expect(events.at(-1)).toEqual({ kind: 'unknown', reason: 'unknown_response', clientId: 'c2' });
    // Nothing waiting: a stray frame changes nothing.
    FakeSocket.last.receiveRaw('{"something":"else"}');
    expect(events).toHaveLength(2);
  });

  it('sends stop while an answer is written and closes cleanly on dispose', () => {
    const { socket } = setup();
    socket.send(question());
    const ws = FakeSocket.last;
    ws.open();
    socket.stop();
    expect(ws.frames.at(-1)).toEqual({ type: 'stop' });
    socket.dispose();
    expect(ws.readyState).toBe(3);
    vi.advanceTimersByTime(5000);
    expect(FakeSocket.instances).toHaveLength(1);
  });
});
