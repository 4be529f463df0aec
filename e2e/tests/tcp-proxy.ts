import { type AddressInfo, connect, createServer, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** drops every open connection and refuses new ones: the server behind looks stopped */
  cut(): void;
  /** forwards new connections again */
  restore(): void;
  close(): Promise<void>;
}

/**
 * A loopback TCP proxy in front of a server, which a test cuts and restores to play that server
 * stopping and starting again, without touching the server itself (others may be using it).
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let open = true;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };

  const server = createServer((client) => {
    if (!open) return client.destroy();
    const upstream = connect(target.port, target.host);
    track(client);
    track(upstream);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    port: (server.address() as AddressInfo).port,
    cut() {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      open = true;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
