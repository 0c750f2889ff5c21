import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import { paymentTestKit } from '../payments/payment-test-kit';
import { creditPoints } from './credit-points';
import type { LedgerEntry } from './schemas';

type Page = { items: LedgerEntry[]; total: number; page: number; pageSize: number };

describe.each(drivers)('points balance and ledger calls on %s', (driver) => {
  let t: TestApp;
  let kit: ReturnType<typeof paymentTestKit>;
  let shopper: Awaited<ReturnType<ReturnType<typeof paymentTestKit>['shopper']>>;
  beforeAll(async () => {
    t = await buildTestApp(driver);
    kit = paymentTestKit(t);
    shopper = await kit.shopper();
    const note = { zh: '签到', en: 'Daily check-in', ja: 'チェックイン', ko: '출석' };
    const changes = [
      { delta: 120, source: 'order' as const, reference: `LMP${process.pid}A`, note: null },
      { delta: 5, source: 'task' as const, reference: `task-${process.pid}-1`, note },
      { delta: -100, source: 'exchange' as const, reference: `ex-${process.pid}-1`, note: null },
      { delta: 5, source: 'task' as const, reference: `task-${process.pid}-2`, note },
    ];
    for (const change of changes) await t.app.db.transaction((tx) => creditPoints(tx, { userId: shopper.id, ...change }));
  });
  afterAll(() => t?.close());

  // null: signed out (undefined would pick the default shopper).
  const get = (url: string, token: string | null = shopper.token, language = 'en') => kit.api.send('GET', url, undefined, { ...(token ? { token } : {}), language });

  it('the balance is the sum of the ledger', async () => {
    expect((await get('/api/points/balance')).json()).toEqual({ code: 200, message: 'ok', data: { balance: 30 } });
    const other = await kit.shopper();
    expect((await get('/api/points/balance', other.token)).json<{ data: unknown }>().data).toEqual({ balance: 0 });
  });

  it('pages the ledger newest first, with notes in the request\'s language', async () => {
    const first = (await get('/api/points/ledger?pageSize=3')).json<{ data: Page }>().data;
    expect(first.total).toBe(4);
    expect(first.items.map((e) => [e.delta, e.balanceAfter, e.source])).toEqual([
      [5, 30, 'task'],
      [-100, 25, 'exchange'],
      [5, 125, 'task'],
    ]);
    expect(first.items[0]).toMatchObject({ reference: `task-${process.pid}-2`, note: 'Daily check-in', createdAt: expect.stringMatching(/Z$/) });
    const second = (await get('/api/points/ledger?page=2&pageSize=3', shopper.token, 'ja')).json<{ data: Page }>().data;
    expect(second).toMatchObject({ page: 2, pageSize: 3, total: 4, items: [{ delta: 120, balanceAfter: 120, source: 'order', note: null }] });
    expect((await get('/api/points/ledger?source=task', shopper.token, 'ja')).json<{ data: Page }>().data).toMatchObject({
      total: 2,
      items: [{ note: 'チェックイン' }, { note: 'チェックイン' }],
    });
  });

  it('shows only the signed-in shopper\'s own entries', async () => {
    const other = await kit.shopper();
    expect((await get('/api/points/ledger', other.token)).json<{ data: Page }>().data).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
  });

  it.each([
    ['/api/points/ledger?source=gift', 'source'],
    ['/api/points/ledger?pageSize=101', 'Field "pageSize" must be at most 100'],
    ['/api/points/ledger?page=0', 'Field "page" must be at least 1'],
    ['/api/points/ledger?userId=1', 'Unknown field "userId"'],
    ['/api/points/balance?userId=1', 'Unknown field "userId"'],
  ])('%s → 400 naming the field', async (url, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(message);
  });

  it('needs a sign-in', async () => {
    expect((await get('/api/points/balance', null)).statusCode).toBe(401);
    expect((await get('/api/points/ledger', null)).statusCode).toBe(401);
  });
});
