import { createServer, connect, type Server, type Socket } from 'node:net';

/** A loopback TCP proxy that can cut its target off, as a stopped database looks to its clients. */
export interface TcpProxy {
  readonly port: number;
  /** Drops every open connection and refuses new ones until resume(). */
  cut(): void;
  resume(): void;
  close(): Promise<void>;
}

/** Forwards 127.0.0.1:<port> to `target`; while cut, connections are destroyed on arrival. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let isCut = false;
  const server: Server = createServer((client) => {
    if (isCut) {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the proxy has no port');
  return {
    port: address.port,
    cut() {
      isCut = true;
      for (const socket of open) socket.destroy();
    },
    resume() {
      isCut = false;
    },
    close() {
      for (const socket of open) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
