import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { orderItems, orders, type OrderStatus } from '../../db/schema/orders';
import { authRequests } from '../../test/auth-requests';
import { catalogueRows } from '../../test/catalogue-rows';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import { ATTEMPTS_PER_WINDOW } from './service';
import { multipartBody, sampleFiles, type Part } from '../forms/multipart-body';

type Line = { id: number; name: string; hasOpenRequest: boolean };
type Request = { requestNo: string; status: string; type: string; typeLabel: string; items: Array<{ orderItemId: number }>; photos: Array<{ id: string; url: string }> };

describe.each(drivers)('after-sales requests on %s', (driver) => {
  let t: TestApp;
  let api: ReturnType<typeof authRequests>;
  let rows: ReturnType<typeof catalogueRows>;
  let skus: Array<{ productId: number; skuId: number }>;
  beforeAll(async () => {
    t = await buildTestApp(driver);
    api = authRequests(t.app);
    rows = catalogueRows(t.app.db);
    const brandId = await rows.brand('AfterSales');
    skus = [];
    for (let i = 0; i < 2; i++) {
      const product = await rows.product({ categoryId: 101, brandId });
      skus.push({ productId: product.id, skuId: (await rows.sku(product.id)).id });
    }
  });
  afterAll(() => t?.close());

  /** A signed-in shopper with one order of `status` holding both SKUs; returns its number and line ids. */
  async function shopperWithOrder(status: OrderStatus) {
    const me = await api.signUp();
    await rows.order(me.account, status, skus);
    const [user] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.account, me.account));
    const [order] = await t.app.db.select().from(orders).where(eq(orders.userId, user!.id));
    const lines = await t.app.db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, order!.id));
    return { token: me.token, orderNo: order!.orderNo, lineIds: lines.map((l) => l.id) };
  }

  const send = (token: string | undefined, parts: Part[], language = 'en') => {
    const { payload, headers } = multipartBody(parts);
    return t.app.inject({
      method: 'POST', url: '/api/aftersales/requests', payload,
      headers: { ...headers, 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  };
  const request = (orderNo: string, items: number[], extra: Part[] = []): Part[] => [
    { name: 'orderNo', value: orderNo }, ...items.map((id) => ({ name: 'items', value: String(id) })),
    { name: 'type', value: 'return' }, { name: 'reason', value: 'damaged' }, { name: 'description', value: 'The bottle arrived cracked.' }, ...extra,
  ];
  const photo = (n: number, content = sampleFiles.jpeg): Part => ({ name: 'photos', fileName: `photo-${n}.jpg`, content, type: 'image/jpeg' });

  it('needs a sign-in', async () => {
    expect((await send(undefined, request('LM1', [1]))).statusCode).toBe(401);
    expect((await api.send('GET', '/api/aftersales/orders', undefined)).statusCode).toBe(401);
  });

  it('stores a request with photos, shows it on the order with its status, and marks the lines as taken', async () => {
    const me = await shopperWithOrder('shipped');
    const res = await send(me.token, request(me.orderNo, [me.lineIds[0]!], [photo(1), photo(2, sampleFiles.png)]));
    expect(res.statusCode).toBe(200);
    const created = res.json<{ data: Request }>().data;
    expect(created).toMatchObject({ requestNo: `AS${me.orderNo}-1`, status: 'submitted', type: 'return', typeLabel: 'Return and refund', items: [{ orderItemId: me.lineIds[0] }] });
    expect(created.photos).toHaveLength(2);
    const image = await api.send('GET', created.photos[1]!.url, undefined, { token: me.token });
    expect(image.headers['content-type']).toBe('image/png');
    const order = (await api.send('GET', `/api/aftersales/orders/${me.orderNo}`, undefined, { token: me.token })).json<{ data: { eligible: boolean; lines: Line[]; requests: Request[] } }>().data;
    expect(order.eligible).toBe(true);
    expect((order as unknown as { types: Array<{ value: string; label: string }> }).types).toContainEqual({ value: 'invoice', label: 'Invoice issue' });
    expect(order.lines.map((l) => l.hasOpenRequest)).toEqual([true, false]);
    expect(order.requests.map((r) => r.requestNo)).toEqual([created.requestNo]);
    // The same line again is refused while the first request is open; the other line is fine.
    const again = await send(me.token, request(me.orderNo, [me.lineIds[0]!]));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'A selected item already has an open after-sales request' });
    expect((await send(me.token, request(me.orderNo, [me.lineIds[1]!]))).json()).toMatchObject({ data: { requestNo: `AS${me.orderNo}-2` } });
    // The user's request list names the items of each request.
    const mine = (await api.send('GET', '/api/aftersales/requests', undefined, { token: me.token })).json<{ data: Array<{ items: Array<{ name: string }> }> }>().data;
    expect(mine.map((r) => r.items.map((i) => i.name === ''))).toEqual([[false], [false]]);
    const listed = (await api.send('GET', '/api/aftersales/orders', undefined, { token: me.token })).json<{ data: Array<{ orderNo: string }> }>().data;
    expect(listed.map((o) => o.orderNo)).toEqual([me.orderNo]);
  });

  it('stores and serves a photo under the extension of the type in its bytes: a PNG named x.html is x.png', async () => {
    const me = await shopperWithOrder('shipped');
    const disguised = { name: 'photos', fileName: 'x.html', content: sampleFiles.png, type: 'text/html' };
    const created = (await send(me.token, request(me.orderNo, [me.lineIds[0]!], [disguised, photo(2)]))).json<{ data: { photos: Array<{ fileName: string; url: string }> } }>().data;
    expect(created.photos.map((p) => p.fileName)).toEqual(['x.png', 'photo-2.jpg']);
    const served = await api.send('GET', created.photos[0]!.url, undefined, { token: me.token });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toBe('inline; filename="x.png"');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 404 for another user\'s order, its lines and its photos', async () => {
    const owner = await shopperWithOrder('paid');
    const created = (await send(owner.token, request(owner.orderNo, [owner.lineIds[0]!], [photo(1)]))).json<{ data: Request }>().data;
    const stranger = await shopperWithOrder('paid');
    expect((await send(stranger.token, request(owner.orderNo, [owner.lineIds[1]!]))).statusCode).toBe(404);
    expect((await api.send('GET', `/api/aftersales/orders/${owner.orderNo}`, undefined, { token: stranger.token })).statusCode).toBe(404);
    expect((await api.send('GET', created.photos[0]!.url, undefined, { token: stranger.token })).statusCode).toBe(404);
    // A line of another order, even the stranger's own, is not one of this order's.
    const mixed = await send(stranger.token, request(stranger.orderNo, [owner.lineIds[1]!]));
    expect(mixed.json()).toMatchObject({ code: 400, data: { errors: [{ field: 'items', message: '"Items" has an option that is not offered' }] } });
  });

  it('refuses an unpaid order, a wrong type or reason, more than five photos and a file that is not an image', async () => {
    const unpaid = await shopperWithOrder('unpaid');
    expect((await send(unpaid.token, request(unpaid.orderNo, [unpaid.lineIds[0]!]), 'zh')).json()).toMatchObject({ code: 409, message: '只有已付款的订单才能申请售后' });
    const me = await shopperWithOrder('completed');
    const bad = await send(me.token, [{ name: 'orderNo', value: me.orderNo }, { name: 'items', value: String(me.lineIds[0]) }, { name: 'type', value: 'refund-now' }]);
    expect(bad.json<{ data: { errors: Array<{ field: string }> } }>().data.errors.map((e) => e.field)).toEqual(['type', 'reason']);
    const six = await send(me.token, request(me.orderNo, [me.lineIds[0]!], [1, 2, 3, 4, 5, 6].map((n) => photo(n))));
    expect(six.statusCode).toBe(400);
    expect(six.json()).toMatchObject({ data: { errors: [{ field: 'photos', message: 'Field "Photos" must have at most 5 items' }] } });
    const pdf = await send(me.token, request(me.orderNo, [me.lineIds[0]!], [{ name: 'photos', fileName: 'x.jpg', content: sampleFiles.pdf, type: 'image/jpeg' }]));
    expect(pdf.json()).toMatchObject({ data: { errors: [{ field: 'photos', message: '"Photos" accepts only JPG, PNG or WebP images' }] } });
    expect((await api.send('GET', `/api/aftersales/orders/${me.orderNo}`, undefined, { token: me.token })).json()).toMatchObject({ data: { requests: [] } });
  });

  it('limits each user\'s requests, refused ones too', async () => {
    const me = await shopperWithOrder('paid');
    for (let i = 0; i < ATTEMPTS_PER_WINDOW; i++) expect((await send(me.token, request('LM-NOT-MINE', [1]))).statusCode).toBe(404);
    const limited = await send(me.token, request(me.orderNo, [me.lineIds[0]!]));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
