import { createServer, Socket as NetSocket, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a real server, for tests that cut the connection and restore it (a database
 * that goes away and comes back).
 */
export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1') {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;

  async function listen() {
    server = createServer((client) => {
      const upstream = new NetSocket();
      sockets.add(client).add(upstream);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        sockets.delete(client);
        sockets.delete(upstream);
      };
      upstream.connect(targetPort, targetHost, () => {
        client.pipe(upstream).pipe(client);
      });
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
    });
    await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
    const address = server.address();
    if (address && typeof address === 'object') port = address.port;
  }

  await listen();
  return {
    get port() {
      return port;
    },
    /** Refuses new connections and cuts the open ones. */
    async cut() {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = undefined;
    },
    restore: listen,
  };
}
