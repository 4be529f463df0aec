import { type AddressInfo, connect, createServer, type Socket } from 'node:net';

/**
 * How the proxy treats connections after a cut: `refuse` closes each one as it comes (a server
 * that is down), `silent` accepts it and never answers (a server out of reach).
 */
export type CutMode = 'refuse' | 'silent';

export interface TcpProxy {
  port: number;
  /** drops every open connection; new ones are treated as `mode` says (refused by default) */
  cut(mode?: CutMode): void;
  /** forwards new connections again */
  restore(): void;
  close(): Promise<void>;
}

/**
 * A loopback TCP proxy in front of a server, which a test cuts and restores to play that server
 * going away and coming back, without touching the server itself.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: CutMode | 'open' = 'open';
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };

  const server = createServer((client) => {
    if (mode === 'refuse') return client.destroy();
    track(client);
    if (mode === 'silent') return;
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    port: (server.address() as AddressInfo).port,
    cut(next = 'refuse') {
      mode = next;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      mode = 'open';
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
