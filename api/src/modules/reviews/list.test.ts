import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import { reviewTestKit } from './review-test-kit';
import type { Review } from './schemas';

type Page = { items: Review[]; total: number; page: number; pageSize: number };

describe.each(drivers)('listing reviews on %s', (driver) => {
  let t: TestApp;
  let kit: ReturnType<typeof reviewTestKit>;
  let reviewed: number;
  let quiet: number;
  const written: Review[] = [];
  beforeAll(async () => {
    t = await buildTestApp(driver);
    kit = reviewTestKit(t);
    const line = await kit.product();
    reviewed = line.productId;
    quiet = (await kit.product('off_sale')).productId;
    for (const [i, name] of ['alice', 'bob', 'carol'].entries()) {
      const buyer = await kit.shopper(name, [line]);
      const res = await kit.comment(buyer.token, { productId: reviewed, rating: i + 3, content: `review ${i}` });
      written.push(res.json<{ data: Review }>().data);
    }
  });
  afterAll(() => t?.close());

  it('pages a product\'s reviews, newest first', async () => {
    const first = await kit.list(`productId=${reviewed}&pageSize=2`);
    expect(first.statusCode).toBe(200);
    expect(first.json<{ data: Page }>().data).toEqual({ items: [written[2], written[1]], total: 3, page: 1, pageSize: 2 });
    expect(first.json<{ data: Page }>().data.items.map((r) => r.authorName)).toEqual(['c***l', 'b***b']);
    const second = (await kit.list(`productId=${reviewed}&page=2&pageSize=2`)).json<{ data: Page }>().data;
    expect(second).toEqual({ items: [written[0]], total: 3, page: 2, pageSize: 2 });
    const beyond = (await kit.list(`productId=${reviewed}&page=9`)).json<{ data: Page }>().data;
    expect(beyond).toEqual({ items: [], total: 3, page: 9, pageSize: 20 });
  });

  it('answers an existing product without reviews (even one off sale) with an empty page', async () => {
    const res = await kit.list(`productId=${quiet}`);
    expect(res.json()).toEqual({ code: 200, message: 'ok', data: { items: [], total: 0, page: 1, pageSize: 20 } });
  });

  it.each([
    ['productId=424242', 404, 'The requested resource was not found'],
    ['', 400, 'Missing required field "productId"'],
    ['productId=abc', 400, 'Field "productId" must be a number'],
    ['productId=1&page=0', 400, 'Field "page" must be at least 1'],
    ['productId=1&pageSize=101', 400, 'Field "pageSize" must be at most 100'],
    ['productId=1&sort=old', 400, 'Unknown field "sort"'],
  ])('answers list?%s with %i', async (query, status, message) => {
    const res = await kit.list(query);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ code: status, message, data: null });
  });

  it('answers in the request language', async () => {
    expect((await kit.list('productId=424242', 'ko')).json().message).toBe('요청한 리소스를 찾을 수 없습니다');
    expect((await kit.list('', 'ja')).json().message).toBe('必須項目 productId がありません');
  });
});
