import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRequests, expectDelayed, freshIp, testClock, uniqueEmail } from '../../test/auth-requests';
import { buildTestApp, type TestApp } from '../../test/test-app';

// Runs only when the test run has REDIS_URL (e.g. redis://127.0.0.1:6379); keys get a prefix of their own.
const redisUrl = process.env.REDIS_URL ?? '';

describe.skipIf(!redisUrl)('shared through Redis (REDIS_URL)', () => {
  const prefix = `labmall:test-${randomBytes(6).toString('hex')}:`;
  const clock = testClock();
  let one: TestApp;
  let two: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix };
    [one, two] = await Promise.all([buildTestApp('pglite', { env, now: clock.now }), buildTestApp('pglite', { env, now: clock.now })]);
    redis = new Redis(redisUrl);
  });
  afterAll(async () => {
    await Promise.all([one?.close(), two?.close()]);
    if (!redis) return;
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('two app instances share the per-address limit on failed accounts', async () => {
    const ip = freshIp();
    const [a, b] = [authRequests(one.app, { ip }), authRequests(two.app, { ip })];
    for (let i = 0; i < 10; i++) {
      expect((await a.login(uniqueEmail('r'), 'Guess1234')).statusCode).toBe(400);
      expect((await b.login(uniqueEmail('r'), 'Guess1234')).statusCode).toBe(400);
    }
    expect((await a.login(uniqueEmail('r'), 'Guess1234')).statusCode).toBe(400); // the 21st
    expectDelayed(await b.login('demo@labmall.test', 'Demo12345'), 1);
    expect(await redis.scard(`${prefix}throttle:login:ip-accounts:${ip}:members`)).toBe(21);
  });

  it('two app instances share the per-account delay, and the clock they are given', async () => {
    const [a, b] = [authRequests(one.app), authRequests(two.app)];
    const account = uniqueEmail('shared');
    for (let i = 0; i < 3; i++) expect((await a.login(account, 'Wrong1234', { ip: freshIp() })).statusCode).toBe(400);
    for (let i = 0; i < 2; i++) expect((await b.login(account, 'Wrong1234', { ip: freshIp() })).statusCode).toBe(400);
    expectDelayed(await a.login(account, 'Wrong1234', { ip: freshIp() }), 1);
    clock.advance(1000);
    expect((await b.login(account, 'Wrong1234', { ip: freshIp() })).statusCode).toBe(400);
    expectDelayed(await a.login(account, 'Wrong1234', { ip: freshIp() }), 2);
  });

  it('20 sign-ins of 20 accounts from one address through two replicas all succeed', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      const app = (i % 2 ? one : two).app; // each test app has a database of its own
      const me = await authRequests(app).signUp('Secret123', { ip: freshIp() });
      const replica = authRequests(app, { ip });
      expect((await replica.login(me.account, 'Secret12')).statusCode).toBe(400);
      expect((await replica.login(me.account, 'Secret123')).statusCode).toBe(200);
    }
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
  const metric = async (t: TestApp, name: string) => {
    const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    return Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(text)?.[1]);
  };

  it('a replica starting while Redis is away still starts, counts in the replica, and shares the limits once Redis answers', async () => {
    const relay = await redisRelay(new URL(redisUrl));
    const prefix = `labmall:test-${randomBytes(6).toString('hex')}:`;
    await relay.cut();
    const t = await buildTestApp('pglite', { env: { REDIS_URL: relay.url, REDIS_KEY_PREFIX: prefix } });
    const redis = new Redis(redisUrl);
    try {
      const api = authRequests(t.app, { ip: freshIp() });
      expect((await api.login('demo@labmall.test', 'Demo12345')).statusCode).toBe(200);
      expect(await metric(t, 'throttle_fallback_active')).toBe(1);
      await relay.restore();
      // ioredis reconnects on its own (backoff): the next failures count in Redis, shared by every replica.
      const account = uniqueEmail('late-redis');
      await expect.poll(async () => {
        await api.login(account, 'Wrong1234');
        return redis.exists(`${prefix}throttle:login:account:${account}`);
      }, { timeout: 15_000, interval: 250 }).toBe(1);
      expect(await metric(t, 'throttle_fallback_active')).toBe(0);
    } finally {
      await t.close();
      await redis.quit();
      await deleteKeys(prefix);
    }
  });

  it('while Redis is away, sign-in goes on with limits counted in the replica, says so in /metrics, and goes back to Redis', async () => {
    const relay = await redisRelay(new URL(redisUrl));
    const prefix = `labmall:test-${randomBytes(6).toString('hex')}:`;
    const t = await buildTestApp('pglite', { env: { REDIS_URL: relay.url, REDIS_KEY_PREFIX: prefix } });
    const redis = new Redis(redisUrl);
    try {
      const api = authRequests(t.app, { ip: freshIp() });
      expect((await api.login('demo@labmall.test', 'Demo12345')).statusCode).toBe(200);
      expect(await metric(t, 'throttle_fallback_active')).toBe(0);
      await relay.cut();
      expect((await api.login('demo@labmall.test', 'Demo12345')).statusCode).toBe(200);
      // still limited: an account's guesses wait in this replica's own gates
      const account = uniqueEmail('outage');
      for (let i = 0; i < 5; i++) expect((await api.login(account, 'Wrong1234')).statusCode).toBe(400);
      expectDelayed(await api.login(account, 'Wrong1234'), 1);
      expect(await redis.exists(`${prefix}throttle:login:account:${account}`)).toBe(0);
      expect(await metric(t, 'throttle_fallback_active')).toBe(1);
      expect(await metric(t, 'throttle_fallback_outages_total')).toBe(1);
      expect(await metric(t, 'throttle_fallback_calls_total')).toBeGreaterThan(5);

      await relay.restore();
      // ioredis reconnects with a growing delay (at most 2 s): poll, do not guess a sleep.
      const back = uniqueEmail('back');
      for (const until = Date.now() + 10_000; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 100))) {
        await api.login(back, 'Wrong1234');
        if (await redis.exists(`${prefix}throttle:login:account:${back}`)) break;
      }
      expect(await redis.exists(`${prefix}throttle:login:account:${back}`)).toBe(1);
      expect(await metric(t, 'throttle_fallback_active')).toBe(0);
      expect(await metric(t, 'throttle_fallback_outages_total')).toBe(1);
      expect((await api.login('demo@labmall.test', 'Demo12345')).statusCode).toBe(200);
    } finally {
      await t.close();
      await redis.quit();
      await deleteKeys(prefix);
    }
  });
});
