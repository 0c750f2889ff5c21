import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { reviewTestKit } from './review-test-kit';

// Runs only when the test run has REDIS_URL (e.g. redis://127.0.0.1:6379); keys get a prefix of their own.
const redisUrl = process.env.REDIS_URL ?? '';

describe.skipIf(!redisUrl)('review limit shared through Redis (REDIS_URL)', () => {
  const prefix = `labmall:test-${randomBytes(6).toString('hex')}:`;
  let t: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { env: { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix } });
    redis = new Redis(redisUrl);
  });
  afterAll(async () => {
    await t?.close();
    if (!redis) return;
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('counts reviews in Redis, so reviews posted through another replica count too', async () => {
    const kit = reviewTestKit(t);
    const [one, two] = [await kit.product(), await kit.product()];
    const buyer = await kit.shopper('redis buyer', [one, two]);
    expect((await kit.comment(buyer.token, { productId: one.productId, rating: 5, content: 'first' })).statusCode).toBe(200);
    const key = `${prefix}throttle:review:user:${buyer.id}`;
    expect(await redis.get(key)).toBe('1');
    // four more written through other replicas this hour
    await redis.incrby(key, 4);
    const res = await kit.comment(buyer.token, { productId: two.productId, rating: 5, content: 'second' });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
  });
});
