import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { drainConnections } from './drain-connections';

type Answer = { status: number; connection: string | undefined; reused: boolean };

/** One GET over `agent` (one kept-alive socket, as nginx keeps to a replica). */
function get(port: number, agent: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/', agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode!, connection: response.headers.connection, reused: request.reusedSocket }));
    });
    request.on('error', reject);
  });
}

describe('drainConnections', () => {
  const agents: http.Agent[] = [];
  const agent = () => {
    const made = new http.Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(made);
    return made;
  };
  afterEach(() => agents.splice(0).forEach((a) => a.destroy()));

  it('refuses new connections, answers on the open ones with Connection: close, and waits for the client to let go', async () => {
    const app = Fastify();
    app.get('/', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const kept = agent();
    expect(await get(port, kept)).toMatchObject({ status: 200, connection: 'keep-alive' });

    const draining = drainConnections(app.server, 30_000);
    // The idle connection is not closed under the client: its next request is answered, and that ends it.
    const onKept = await get(port, kept);
    expect(onKept).toEqual({ status: 200, connection: 'close', reused: true });
    await expect(get(port, agent())).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect((await draining).left).toBe(0);
    await app.close();
  });

  it('gives up after maxMs on a connection the client keeps idle, without closing it', async () => {
    const app = Fastify();
    app.get('/', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const kept = agent();
    await get(port, kept);
    expect(await drainConnections(app.server, 200)).toMatchObject({ left: 1 });
    // Still open: Fastify's close is what ends it.
    expect(await get(port, kept)).toMatchObject({ status: 200, reused: true });
    await app.close();
  });
});
