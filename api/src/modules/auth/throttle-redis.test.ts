import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRequests, expectThrottled, freshIp, uniqueEmail } from '../../test/auth-requests';
import { buildTestApp, type TestApp } from '../../test/test-app';

// Runs only when the test run has REDIS_URL (e.g. redis://127.0.0.1:6379); keys get a prefix of their own.
const redisUrl = process.env.REDIS_URL ?? '';

describe.skipIf(!redisUrl)('shared through Redis (REDIS_URL)', () => {
  const prefix = `labmall:test-${randomBytes(6).toString('hex')}:`;
  let one: TestApp;
  let two: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix };
    [one, two] = await Promise.all([buildTestApp('pglite', { env }), buildTestApp('pglite', { env })]);
    redis = new Redis(redisUrl);
  });
  afterAll(async () => {
    await Promise.all([one?.close(), two?.close()]);
    if (!redis) return;
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('two app instances share the per-address limit', async () => {
    const ip = freshIp();
    const [a, b] = [authRequests(one.app, { ip }), authRequests(two.app, { ip })];
    for (let i = 0; i < 10; i++) {
      expect((await a.login(uniqueEmail('r'), 'Guess1234')).statusCode).toBe(400);
      expect((await b.login(uniqueEmail('r'), 'Guess1234')).statusCode).toBe(400);
    }
    expectThrottled(await a.login('demo@labmall.test', 'Demo12345'));
    expectThrottled(await b.login('demo@labmall.test', 'Demo12345'));
    expect(await redis.exists(`${prefix}throttle:login:ip:${ip}`)).toBe(1);
  });

  it('two app instances share the per-account limit', async () => {
    const [a, b] = [authRequests(one.app), authRequests(two.app)];
    for (let i = 0; i < 3; i++) expect((await a.login('demo@labmall.test', 'Wrong1234', { ip: freshIp() })).statusCode).toBe(400);
    for (let i = 0; i < 2; i++) expect((await b.login('demo@labmall.test', 'Wrong1234', { ip: freshIp() })).statusCode).toBe(400);
    expectThrottled(await a.login('demo@labmall.test', 'Demo12345', { ip: freshIp() }));
    expectThrottled(await b.login('demo@labmall.test', 'Demo12345', { ip: freshIp() }));
  });
});

/** A TCP relay to Redis that the test can cut (Redis gone) and restore on the same port (Redis back). */
async function redisRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const relayed = new URL(target);
  relayed.hostname = '127.0.0.1';
  relayed.port = String(port);
  return {
    url: relayed.toString(),
    cut: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
    restore: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
  };
}

async function deleteKeys(prefix: string) {
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
}

describe.skipIf(!redisUrl)('when Redis is unreachable', () => {
  it('the app does not start, naming REDIS_URL', async () => {
    const relay = await redisRelay(new URL(redisUrl));
    await relay.cut();
    await expect(buildTestApp('pglite', { env: { REDIS_URL: relay.url } })).rejects.toThrow(/REDIS_URL is set but Redis cannot be reached/);
  });

  it('sign-in fails closed with 503 (never unthrottled) when Redis goes away later', async () => {
    const relay = await redisRelay(new URL(redisUrl));
    const prefix = `labmall:test-${randomBytes(6).toString('hex')}:`;
    const t = await buildTestApp('pglite', { env: { REDIS_URL: relay.url, REDIS_KEY_PREFIX: prefix } });
    try {
      const api = authRequests(t.app, { ip: freshIp() });
      expect((await api.login('demo@labmall.test', 'Demo12345')).statusCode).toBe(200);
      await relay.cut();
      const res = await api.login('demo@labmall.test', 'Demo12345');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: 503, message: 'Service temporarily unavailable, please try again later', data: null });
    } finally {
      await t.close();
      await deleteKeys(prefix);
    }
  });

  it('sign-in works again once Redis is back, without a restart (no offline queue, yet ioredis reconnects)', async () => {
    const relay = await redisRelay(new URL(redisUrl));
    const prefix = `labmall:test-${randomBytes(6).toString('hex')}:`;
    const t = await buildTestApp('pglite', { env: { REDIS_URL: relay.url, REDIS_KEY_PREFIX: prefix } });
    try {
      const api = authRequests(t.app, { ip: freshIp() });
      await relay.cut();
      expect((await api.login('demo@labmall.test', 'Demo12345')).statusCode).toBe(503);
      await relay.restore();
      // ioredis retries the connection with a growing delay (at most 2 s): poll, do not guess a sleep.
      let status = 0;
      for (const until = Date.now() + 10_000; status !== 200 && Date.now() < until; ) {
        status = (await api.login('demo@labmall.test', 'Demo12345')).statusCode;
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(status).toBe(200);
    } finally {
      await t.close();
      await deleteKeys(prefix);
    }
  });
});
