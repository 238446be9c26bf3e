/**
 * The load side of bench/chat, a child process of its own (so the figures read from the bench's process are the
 * server's alone): opens the connections, has each ask its questions one after another, reports round trips.
 * Runs one level per message it is sent over IPC.
 */
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

function open(url, headers) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) =>
      reject(new Error(`upgrade refused: ${res.statusCode}`)),
    );
  });
}

/** Sends one question and resolves with the final frame (deltas are skipped; an echo's frame is final too). */
function ask(socket, frame) {
  return new Promise((resolve) => {
    const onMessage = (data) => {
      const message = JSON.parse(String(data));
      if (message.type === 'delta') return;
      socket.off('message', onMessage);
      resolve(message);
    };
    socket.on('message', onMessage);
    socket.send(JSON.stringify(frame));
  });
}

async function runLevel({ url, origin, cookies, connections, perSocket }) {
  const openStarted = performance.now();
  const sockets = [];
  // In batches, so the listen backlog is never what is being measured.
  for (let i = 0; i < connections; i += 100) {
    const batch = Array.from({ length: Math.min(100, connections - i) }, (_, j) =>
      open(url, { origin, cookie: cookies[(i + j) % cookies.length], 'accept-language': 'en' }),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  const openSeconds = (performance.now() - openStarted) / 1000;

  const roundTrips = [];
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    sockets.map(async (socket, index) => {
      let conversationId;
      for (let i = 0; i < perSocket; i += 1) {
        const sent = performance.now();
        const frame = await ask(socket, {
          message: `Question ${i} from socket ${index}: may my employer change my working hours?`,
          clientId: `s${index}-q${i}-${Math.random().toString(36).slice(2, 8)}`,
          ...(conversationId ? { conversationId } : {}),
        });
        roundTrips.push(performance.now() - sent);
        if (frame.type === 'error') failures += 1;
        else if (frame.conversationId) conversationId = frame.conversationId;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(sockets.map((socket) => new Promise((resolve) => socket.once('close', resolve).close())));
  return { roundTrips, failures, seconds, openSeconds };
}

process.on('message', async (request) => {
  if (request === 'exit') return process.disconnect();
  try {
    process.send({ ok: true, ...(await runLevel(request)) });
  } catch (error) {
    process.send({ ok: false, error: String(error?.stack ?? error) });
  }
});
