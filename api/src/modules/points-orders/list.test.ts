import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '../../test/catalogue-rows';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import { insertPointsOrder } from './points-order-kit';
import { pointsOrderShopper } from './points-order-client';
import type { PointsOrderSummary } from './response-schemas';

type Page = { items: PointsOrderSummary[]; total: number; page: number; pageSize: number };
type Shopper = Awaited<ReturnType<typeof pointsOrderShopper>>;

const pageOf = async (reply: Promise<{ statusCode: number; body: string; json: <T>() => T }>): Promise<Page> => {
  const res = await reply;
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return res.json<{ data: Page }>().data;
};

describe.each(drivers)('GET /api/points-order/list on %s', (driver) => {
  let t: TestApp;
  let owner: Shopper;
  /** The owner's order numbers, oldest first: pending, shipped, completed, cancelled, pending. */
  const numbers: string[] = [];
  const base = Date.parse('2026-03-01T08:00:00Z');

  beforeAll(async () => {
    t = await buildTestApp(driver);
    owner = await pointsOrderShopper(t.app);
    const statuses = ['pending', 'shipped', 'completed', 'cancelled', 'pending'] as const;
    for (const [i, status] of statuses.entries()) {
      const items = [
        { productId: 10 + i, name: texts(`gift${i}`), image: `/media/points/${i}.svg`, points: 100, quantity: 1 },
        { productId: 20 + i, name: texts(`extra${i}`), points: 50, quantity: 3 },
      ];
      numbers.push((await insertPointsOrder(t.app.db, owner.userId, { status, items, createdAt: new Date(base + i * 60_000) })).orderNo);
    }
  });
  afterAll(() => t?.close());

  it('lists the shopper\'s orders newest first with their items in the request\'s language', async () => {
    const page = await pageOf(owner.list());
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: 10 });
    expect(page.items.map((o) => o.orderNo)).toEqual([...numbers].reverse());
    expect(page.items[0]).toEqual({
      orderNo: numbers[4],
      status: 'pending',
      pointsAmount: 250,
      createdAt: new Date(base + 4 * 60_000).toISOString(),
      itemCount: 4,
      items: [
        { productId: 14, name: 'gift4-en', image: '/media/points/4.svg', points: 100, quantity: 1 },
        { productId: 24, name: 'extra4-en', image: '', points: 50, quantity: 3 },
      ],
    });
    const inJapanese = await pageOf(owner.list('pageSize=1', 'ja'));
    expect(inJapanese.items[0]!.items.map((item) => item.name)).toEqual(['gift4-ja', 'extra4-ja']);
  });

  it('filters by status', async () => {
    const pending = await pageOf(owner.list('status=pending'));
    expect(pending.total).toBe(2);
    expect(pending.items.map((o) => o.orderNo)).toEqual([numbers[4], numbers[0]]);
    for (const [status, index] of [['shipped', 1], ['completed', 2], ['cancelled', 3]] as const) {
      const page = await pageOf(owner.list(`status=${status}`));
      expect(page.items.map((o) => [o.orderNo, o.status])).toEqual([[numbers[index], status]]);
    }
  });

  it('pages through the list', async () => {
    const first = await pageOf(owner.list('pageSize=2'));
    const second = await pageOf(owner.list('page=2&pageSize=2'));
    const third = await pageOf(owner.list('page=3&pageSize=2'));
    expect([first, second, third].map((p) => [p.total, p.page, p.pageSize, p.items.length])).toEqual([[5, 1, 2, 2], [5, 2, 2, 2], [5, 3, 2, 1]]);
    expect([...first.items, ...second.items, ...third.items].map((o) => o.orderNo)).toEqual([...numbers].reverse());
    expect(await pageOf(owner.list('page=4&pageSize=2'))).toEqual({ items: [], total: 5, page: 4, pageSize: 2 });
  });

  it('shows another shopper none of these orders, and them only their own', async () => {
    const other = await pointsOrderShopper(t.app);
    expect(await pageOf(other.list())).toEqual({ items: [], total: 0, page: 1, pageSize: 10 });
    const own = await insertPointsOrder(t.app.db, other.userId, { address: null });
    expect((await pageOf(other.list())).items.map((o) => o.orderNo)).toEqual([own.orderNo]);
    expect((await pageOf(owner.list('status=pending'))).items.map((o) => o.orderNo)).not.toContain(own.orderNo);
  });

  it.each([
    ['status=paid', 'Field "status" has an invalid value'],
    ['status=', 'Field "status" has an invalid value'],
    ['pageSize=51', 'Field "pageSize" must be at most 50'],
    ['pageSize=0', 'Field "pageSize" must be at least 1'],
    ['page=0', 'Field "page" must be at least 1'],
    ['page=x', 'Field "page" must be a number'],
    ['userId=1', 'Unknown field "userId"'],
  ])('?%s → 400 naming the field', async (query, message) => {
    const res = await owner.list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message, data: null });
  });

  it('names the field in the request\'s language', async () => {
    const res = await owner.list('status=paid', 'zh');
    expect(res.json()).toMatchObject({ code: 400, message: '字段 status 的取值无效' });
  });

  it('needs a sign-in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/points-order/list' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 401, data: null });
  });
});
