import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRequests } from '../../test/auth-requests';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { SUBMISSIONS_PER_WINDOW } from './service';

// Runs only when the test run has REDIS_URL (e.g. redis://127.0.0.1:6379); keys get a prefix of their own.
const redisUrl = process.env.REDIS_URL ?? '';

describe.skipIf(!redisUrl)('form limits shared through Redis (REDIS_URL)', () => {
  const prefix = `labmall:test-${randomBytes(6).toString('hex')}:`;
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix };
    [one, two] = await Promise.all([buildTestApp('pglite', { env }), buildTestApp('pglite', { env })]);
  });
  afterAll(async () => {
    await Promise.all([one?.close(), two?.close()]);
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('two replicas count one address\'s feedback together', async () => {
    const ip = '198.51.100.201';
    const send = (t: TestApp) => authRequests(t.app).send('POST', '/api/forms/feedback/submissions', { category: 'bug', content: 'The filter resets.' }, { ip });
    for (let i = 0; i < SUBMISSIONS_PER_WINDOW; i++) expect((await send(i % 2 === 0 ? one : two)).statusCode).toBe(200);
    expect((await send(one)).statusCode).toBe(429);
    expect((await send(two)).statusCode).toBe(429);
  });
});
