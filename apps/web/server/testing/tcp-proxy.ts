import { createServer, Socket as NetSocket, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a real server, for tests that lose the connection and get it back (a database
 * that goes away and comes back): either cut (connections reset, new ones refused) or silent (a network
 * partition: connections stay open but nothing passes, new ones are accepted and never answered).
 */
export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1') {
  /** Connections that forward: the client's end and ours to the server. */
  const pairs = new Set<{ client: Socket; upstream: Socket }>();
  /** Client ends of connections that went silent: kept open, never answered. */
  const silent = new Set<Socket>();
  let partitioned = false;
  let server: Server | undefined;
  let port = 0;

  function hold(client: Socket) {
    silent.add(client);
    client.on('error', () => {}).on('close', () => silent.delete(client));
    // Whatever the client sends is swallowed.
    client.resume();
  }

  async function listen() {
    server = createServer((client) => {
      if (partitioned) return hold(client);
      const upstream = new NetSocket();
      const pair = { client, upstream };
      pairs.add(pair);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        pairs.delete(pair);
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
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      for (const client of silent) client.destroy();
      pairs.clear();
      silent.clear();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = undefined;
    },
    /**
     * A network partition: open connections go silent for good (nothing reaches the client, not even a
     * reset) and new ones are accepted but never answered. The server's ends are closed.
     */
    partition() {
      partitioned = true;
      for (const { client, upstream } of pairs) {
        for (const socket of [client, upstream])
          socket.removeAllListeners('close').removeAllListeners('error');
        client.unpipe(upstream);
        upstream.unpipe(client);
        upstream.on('error', () => {}).destroy();
        hold(client);
      }
      pairs.clear();
    },
    /** Forwards again; connections that were cut or went silent stay lost (clients must open new ones). */
    async restore() {
      partitioned = false;
      if (!server) await listen();
    },
  };
}
