import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRequests, type Reply } from '../test/auth-requests';
import { buildTestApp, type TestApp } from '../test/test-app';

const POOL_WAIT_MS = 300;
/** Scheduling slack on a loaded two-core machine (test:stress): the requests holding connections wait for the lock
 * until ROLLBACK, so the only answers before then are the pool-wait refusals, however late they come. */
const MARGIN_MS = 30_000;

describe.skipIf(!process.env.DATABASE_URL)('a full connection pool (PostgreSQL)', () => {
  let t: TestApp;
  let locker: pg.Client;
  beforeAll(async () => {
    t = await buildTestApp('postgres', { env: { DATABASE_POOL_WAIT: `${POOL_WAIT_MS}ms` } });
    locker = new pg.Client({ connectionString: t.config.databaseUrl });
    await locker.connect();
  });
  afterAll(async () => {
    await locker?.end();
    await t?.close();
  });

  it('answers a request that finds no free connection with 503 and Retry-After within DATABASE_POOL_WAIT, and serves again once one frees', async () => {
    const api = authRequests(t.app);
    const me = await api.signUp();
    const max = t.app.database.poolStats!().max;
    const extra = 4;
    // Every signed-in request first reads `sessions` (one query): with the table locked, `max` of them hold
    // every connection while they wait for the lock, and the rest wait for a connection.
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE sessions IN ACCESS EXCLUSIVE MODE');
    const started = Date.now();
    const answered: Array<{ res: Reply; ms: number; language: string }> = [];
    const requests = Array.from({ length: max + extra }, (_, i) => {
      const language = i % 2 === 0 ? 'en' : 'zh-CN';
      return api.user(me.token, { language }).then((res) => answered.push({ res, ms: Date.now() - started, language }));
    });
    try {
      while (answered.length < extra && Date.now() - started < POOL_WAIT_MS + MARGIN_MS) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(answered).toHaveLength(extra); // the ones holding a connection are still waiting for the lock
      for (const { res, ms, language } of answered) {
        expect(ms).toBeLessThan(POOL_WAIT_MS + MARGIN_MS);
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('2');
        const message = language === 'en' ? 'Service temporarily unavailable, please try again later' : '服务暂不可用，请稍后重试';
        expect(res.json()).toEqual({ code: 503, message, data: { retryAfter: 2 } });
      }
    } finally {
      await locker.query('ROLLBACK');
    }
    await Promise.all(requests);
    expect(answered.slice(extra).map(({ res }) => res.statusCode)).toEqual(Array(max).fill(200));
    expect((await api.user(me.token)).statusCode).toBe(200);
  });
});
