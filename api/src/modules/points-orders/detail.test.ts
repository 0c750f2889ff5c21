import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '../../test/catalogue-rows';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import { insertPointsOrder, kitAddress } from './points-order-kit';
import { pointsOrderShopper } from './points-order-client';

describe.each(drivers)('GET /api/points-order/detail on %s', (driver) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof pointsOrderShopper>>;
  beforeAll(async () => {
    t = await buildTestApp(driver);
    owner = await pointsOrderShopper(t.app);
  });
  afterAll(() => t?.close());

  const createdAt = new Date('2026-03-02T09:30:00Z');

  it('shows a completed order with its address, note, items and dates', async () => {
    const items = [
      { productId: 7, name: texts('mug'), image: '/media/points/7.svg', points: 300, quantity: 1 },
      { productId: 8, name: texts('pen'), points: 20, quantity: 5 },
    ];
    const { orderNo } = await insertPointsOrder(t.app.db, owner.userId, { status: 'completed', items, note: 'Leave at the lab door', createdAt });
    const res = await owner.detail(orderNo, 'ko');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 200,
      message: 'ok',
      data: {
        orderNo,
        status: 'completed',
        pointsAmount: 400,
        note: 'Leave at the lab door',
        address: kitAddress,
        items: [
          { productId: 7, name: 'mug-ko', image: '/media/points/7.svg', points: 300, quantity: 1 },
          { productId: 8, name: 'pen-ko', image: '', points: 20, quantity: 5 },
        ],
        createdAt: '2026-03-02T09:30:00.000Z',
        shippedAt: '2026-03-02T10:30:00.000Z',
        completedAt: '2026-03-03T10:30:00.000Z',
        cancelledAt: null,
      },
    });
  });

  it('a virtual-goods order has no address; a cancelled one its cancellation date', async () => {
    const virtual = await insertPointsOrder(t.app.db, owner.userId, { address: null, createdAt });
    expect((await owner.detail(virtual.orderNo)).json()).toMatchObject({
      data: { status: 'pending', address: null, shippedAt: null, completedAt: null, cancelledAt: null },
    });
    const cancelled = await insertPointsOrder(t.app.db, owner.userId, { status: 'cancelled', createdAt });
    expect((await owner.detail(cancelled.orderNo)).json()).toMatchObject({
      data: { status: 'cancelled', shippedAt: null, cancelledAt: '2026-03-02T11:30:00.000Z' },
    });
  });

  it("another shopper's order is a 404, exactly like an unknown number", async () => {
    const { orderNo } = await insertPointsOrder(t.app.db, owner.userId);
    const other = await pointsOrderShopper(t.app);
    const foreign = await other.detail(orderNo);
    const unknown = await other.detail('PMT000000000000');
    for (const res of [foreign, unknown]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, message: 'The requested resource was not found', data: null });
    }
    expect((await owner.detail(orderNo)).statusCode).toBe(200);
  });

  it.each([
    ['', 'Missing required field "orderNo"'],
    ['orderNo=PM-1', 'Field "orderNo" has an invalid format'],
    [`orderNo=${'A'.repeat(33)}`, 'Field "orderNo" has an invalid format'],
    ['orderNo=PM1&userId=2', 'Unknown field "userId"'],
  ])('?%s → 400 naming the field', async (query, message) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/points-order/detail${query ? `?${query}` : ''}`,
      headers: { authorization: `Bearer ${owner.token}`, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message, data: null });
  });

  it('needs a sign-in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/points-order/detail?orderNo=PM1' })).statusCode).toBe(401);
  });
});
