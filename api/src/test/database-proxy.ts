import net from 'node:net';

export type DatabaseProxy = {
  /** `url` with its host and port replaced by the proxy's. */
  urlThrough(url: string): string;
  /** The database goes away: every connection through the proxy is cut and new ones are refused. */
  cut(): Promise<void>;
  /** The database is back: connections are accepted again (on the same port). */
  restore(): Promise<void>;
  close(): Promise<void>;
};

/**
 * A TCP proxy in front of the test's PostgreSQL server, so that a test can make the database unreachable for the app
 * as a restart does (connections cut, new ones refused) without touching the server the other test files use.
 */
export async function startDatabaseProxy(serverUrl: string): Promise<DatabaseProxy> {
  const target = new URL(serverUrl);
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const listening = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {}); // the other side is destroyed with it
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => {
        port = (listening.address() as net.AddressInfo).port;
        server = listening;
        resolve();
      });
    });
  const stop = async () => {
    const closing = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise((resolve) => closing.close(resolve));
  };

  await listen();
  return {
    urlThrough(url) {
      const through = new URL(url);
      through.hostname = '127.0.0.1';
      through.port = String(port);
      return through.toString();
    },
    cut: stop,
    restore: listen,
    close: stop,
  };
}
