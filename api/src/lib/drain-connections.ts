import type { Server } from 'node:http';
import net from 'node:net';

/**
 * The first step of stopping a replica behind nginx (SIGTERM, docs/upgrades.md), before Fastify's close.
 *
 * Open-source nginx has no active health checks: it sends a replica requests until one fails. A replica that closes
 * its idle kept-alive connections (what http.Server#close does) races nginx: a POST nginx writes on such a connection
 * as it closes fails, and nginx never resends a POST, so the shopper gets 503. So instead:
 * - it stops accepting connections (net.Server#close, which leaves open ones alone): nginx's next connect is refused,
 *   which nginx retries on another replica, any method, and leaves this one out for its fail_timeout;
 * - every answer from now on says `Connection: close`, so nginx drops a connection once it has its answer;
 * - idle connections are left for nginx to close (its upstream keepalive_timeout, deploy/nginx.conf.template).
 * Answers once no connection is left, or after `maxMs` (a client that keeps one open: Fastify's close ends it).
 */
export async function drainConnections(server: Server, maxMs: number): Promise<{ ms: number; left: number }> {
  const started = Date.now();
  const closeAfterAnswer = (_request: unknown, response: { shouldKeepAlive: boolean }) => {
    response.shouldKeepAlive = false;
  };
  server.prependListener('request', closeAfterAnswer);
  if (server.listening) net.Server.prototype.close.call(server);
  let left = await connectionsOf(server);
  while (left > 0 && Date.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    left = await connectionsOf(server);
  }
  return { ms: Date.now() - started, left };
}

const connectionsOf = (server: Server) =>
  new Promise<number>((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)));
