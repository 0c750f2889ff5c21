import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import { reviewTestKit } from './review-test-kit';
import type { Review } from './schemas';

type Line = { productId: number; skuId: number };

describe.each(drivers)('writing a review on %s', (driver) => {
  let t: TestApp;
  let kit: ReturnType<typeof reviewTestKit>;
  let bought: Line[];
  let unpaid: Line;
  beforeAll(async () => {
    t = await buildTestApp(driver);
    kit = reviewTestKit(t);
    bought = [];
    for (let i = 0; i < 7; i++) bought.push(await kit.product());
    unpaid = await kit.product();
  });
  afterAll(() => t?.close());

  const review = (productId: number, content = 'Solid cells, consistent capacity.') => ({ productId, rating: 5, content });

  it('refuses a guest with 401 before looking at the body', async () => {
    for (const body of [review(bought[0]!.productId), { junk: true }]) {
      const res = await kit.comment(undefined, body);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(401);
    }
  });

  it('refuses a shopper who has not bought the product (403), counting only paid orders', async () => {
    const stranger = await kit.shopper('stranger');
    const res = await kit.comment(stranger.token, review(bought[0]!.productId));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 403, message: 'Only customers who have bought this product can review it', data: null });
    expect((await kit.comment(stranger.token, review(bought[0]!.productId), 'zh')).json().message).toBe('只有购买过该商品的用户才能评价');
    const waiting = await kit.shopper('waiting', [unpaid], 'unpaid');
    await waiting.orderMore([unpaid], 'cancelled');
    expect((await kit.comment(waiting.token, review(unpaid.productId))).statusCode).toBe(403);
    await waiting.orderMore([unpaid], 'shipped');
    expect((await kit.comment(waiting.token, review(unpaid.productId))).statusCode).toBe(200);
  });

  it('stores a buyer\'s review as plain text under a masked name, listed first, and refuses a second one', async () => {
    const buyer = await kit.shopper('dongbo', [bought[0]!]);
    const content = '  <script>alert(1)</script>Great <b>cells</b>,\n\n  fast\u0000 delivery  ';
    const res = await kit.comment(buyer.token, { productId: bought[0]!.productId, rating: 4, content });
    expect(res.statusCode).toBe(200);
    const created = res.json<{ code: number; data: Review }>();
    expect(created.code).toBe(200);
    expect(created.data).toEqual({ id: expect.any(Number), authorName: 'd***o', rating: 4, content: 'Great cells, fast delivery', createdAt: expect.any(String) });
    expect(new Date(created.data.createdAt).toISOString()).toBe(created.data.createdAt);
    const listed = (await kit.list(`productId=${bought[0]!.productId}`)).json<{ data: { items: Review[] } }>().data.items;
    expect(listed[0]).toEqual(created.data);

    const again = await kit.comment(buyer.token, review(bought[0]!.productId), 'ja');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 409, message: 'この商品はすでにレビュー済みです', data: null });
  });

  it('allows 5 reviews an hour per user; the 6th gets 429 with Retry-After', async () => {
    const buyer = await kit.shopper('busy buyer', bought.slice(1, 7));
    for (const line of bought.slice(1, 6)) expect((await kit.comment(buyer.token, review(line.productId))).statusCode).toBe(200);
    const sixth = await kit.comment(buyer.token, review(bought[6]!.productId));
    expect(sixth.statusCode).toBe(429);
    const retryAfter = Number(sixth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(sixth.json()).toEqual({ code: 429, message: 'You have posted too many reviews; please try again later', data: { retryAfter } });
    const list = (await kit.list(`productId=${bought[6]!.productId}`)).json<{ data: { total: number } }>().data;
    expect(list.total).toBe(0);
  });

  it.each([
    [{ productId: 1, rating: 5, content: 'ok', extra: 1 }, 'Unknown field "extra"'],
    [{ rating: 5, content: 'ok' }, 'Missing required field "productId"'],
    [{ productId: '1', rating: 5, content: 'ok' }, 'Field "productId" must be a number'],
    [{ productId: 1, rating: 0, content: 'ok' }, 'Field "rating" must be at least 1'],
    [{ productId: 1, rating: 6, content: 'ok' }, 'Field "rating" must be at most 5'],
    [{ productId: 1, rating: 4.5, content: 'ok' }, 'Field "rating" must be an integer'],
    [{ productId: 1, rating: 5 }, 'Missing required field "content"'],
    [{ productId: 1, rating: 5, content: '' }, 'Field "content" must have at least 1 character'],
    [{ productId: 1, rating: 5, content: ' <p> \n </p><script>x</script> ' }, 'Field "content" must have at least 1 character'],
    [{ productId: 1, rating: 5, content: 'x'.repeat(501) }, 'Field "content" must have at most 500 characters'],
  ])('answers %j with 400 naming the field', async (body, message) => {
    const buyer = await kit.shopper('checker');
    const res = await kit.comment(buyer.token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message, data: null });
  });

  it('accepts 500 characters once markup is gone, and answers an unknown product with 404', async () => {
    const line = await kit.product();
    const buyer = await kit.shopper('long writer', [line]);
    const content = `<i>${'y'.repeat(500)}</i>`;
    expect((await kit.comment(buyer.token, { productId: line.productId, rating: 3, content })).statusCode).toBe(200);
    const missing = await kit.comment(buyer.token, review(424242));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('The requested resource was not found');
  });
});
