import net from 'node:net';

async function listen(server: net.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as net.AddressInfo).port;
}

export type DatabaseProxy = Awaited<ReturnType<typeof databaseProxy>>;

/**
 * A loopback proxy in front of PostgreSQL that can fail in two ways without touching the shared server:
 * - `freeze()` holds every byte either way, as a stopped (SIGSTOP) server would, until `thaw()`;
 * - `cut()` resets every connection (the client reads ECONNRESET, the server sees the client gone) and resets new
 *   ones at once, as a network cut does, until `restore()`.
 */
export async function databaseProxy(target: { host: string; port: number }) {
  let frozen = false;
  let cut = false;
  const held: (() => void)[] = [];
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  };
  const server = net.createServer((client) => {
    client.on('error', () => {});
    if (cut) {
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    track(client);
    track(upstream);
    const relay = (from: net.Socket, to: net.Socket) =>
      from.on('data', (chunk) => {
        if (frozen) held.push(() => to.write(chunk));
        else to.write(chunk);
      });
    relay(client, upstream);
    relay(upstream, client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const port = await listen(server);
  return {
    port,
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = false;
      for (const write of held.splice(0)) write();
    },
    cut() {
      cut = true;
      held.length = 0;
      for (const socket of sockets) socket.resetAndDestroy();
    },
    restore() {
      cut = false;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The same database URL, reached through `proxy`. */
export function throughProxy(databaseUrl: string, proxy: DatabaseProxy): string {
  const url = new URL(databaseUrl);
  url.host = `127.0.0.1:${proxy.port}`;
  return url.href;
}
