import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/products';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import type { CategoryWithChildren } from '../categories/schemas';
import type { ProductCard } from './product-card';
import type { ProductPage } from './response-schemas';

type Answer = { code: number; message: string; data: ProductPage };

describe.each(drivers)('POST /api/product/page-get-products on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(driver);
  });
  afterAll(() => t?.close());

  const post = async (payload: object | string, language = 'en') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/page-get-products',
      payload,
      headers: { 'accept-language': language, 'content-type': 'application/json' },
    });
    return { status: res.statusCode, body: res.json<Answer>() };
  };
  const list = async (payload: object, language = 'en') => (await post(payload, language)).body.data;
  /** Every page of a filter, so a test sees the whole result and not just its head. */
  const all = async (payload: object): Promise<ProductCard[]> => {
    const items: ProductCard[] = [];
    for (let page = 1; ; page++) {
      const data = await list({ ...payload, page, pageSize: 100 });
      items.push(...data.items);
      if (items.length >= data.total || data.items.length === 0) return items;
    }
  };
  const isSorted = (values: number[], direction: 1 | -1) => values.every((v, i) => i === 0 || direction * (v - values[i - 1]!) >= 0);

  it('pages through every product on sale exactly once, best sellers first, never an off-sale one', async () => {
    const first = await post({});
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ code: 200, message: 'ok', data: { page: 1, pageSize: 20 } });
    expect(first.body.data.items).toHaveLength(20);
    const items = await all({});
    const ids = items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    const onSale = await t.app.db.select({ id: products.id }).from(products).where(eq(products.status, 'on_sale'));
    const offSale = await t.app.db.select({ id: products.id }).from(products).where(eq(products.status, 'off_sale'));
    expect(offSale.length).toBeGreaterThan(0);
    expect(ids.sort((a, b) => a - b)).toEqual(onSale.map((row) => row.id).sort((a, b) => a - b));
    expect(isSorted(items.map((item) => item.sales), -1)).toBe(true);
  });

  it('sorts by price both ways, by sales and by launch date', async () => {
    const prices = (await list({ pageSize: 100, sort: 'price_asc' })).items.map((item) => item.price);
    expect(isSorted(prices, 1)).toBe(true);
    expect(prices[0]).toBeLessThan(prices.at(-1)!);
    const descending = (await list({ pageSize: 100, sort: 'price_desc' })).items.map((item) => item.price);
    expect(isSorted(descending, -1)).toBe(true);
    expect(descending[0]).toBeGreaterThan(prices.at(-1)!);
    expect(isSorted((await list({ pageSize: 100, sort: 'sales', categoryId: 2 })).items.map((item) => item.sales), -1)).toBe(true);

    const newest = (await list({ pageSize: 50, sort: 'newest' })).items;
    const launched = new Map(
      (await t.app.db.select({ id: products.id, at: products.launchedAt }).from(products)).map((row) => [row.id, row.at.getTime()]),
    );
    expect(isSorted(newest.map((item) => launched.get(item.id)!), -1)).toBe(true);
    expect(newest[0]!.isNew).toBe(true);
  });

  it('takes a top category as all of its sub-categories, or one sub-category', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/productcategory/all/category' });
    const top = res.json<{ data: CategoryWithChildren[] }>().data.find((category) => category.id === 1)!;
    const childIds = top.children.map((child) => child.id);
    const whole = await all({ categoryId: 1 });
    expect(whole.length).toBeGreaterThan(0);
    expect(whole.every((item) => childIds.includes(item.categoryId))).toBe(true);
    let sum = 0;
    for (const childId of childIds) {
      const part = await list({ categoryId: childId, pageSize: 100 });
      expect(part.items.every((item) => item.categoryId === childId)).toBe(true);
      sum += part.total;
    }
    expect(sum).toBe(whole.length);
    expect((await list({ categoryId: 999_999 })).total).toBe(0);
  });

  it('filters by brand, and the brand facet counts what each brand would give', async () => {
    const unfiltered = await list({ categoryId: 9 });
    const facet = unfiltered.facets.brands;
    expect(facet.length).toBeGreaterThan(1);
    expect(facet.reduce((sum, brand) => sum + brand.count, 0)).toBe(unfiltered.total);
    const [a, b] = facet;
    const chosen = await list({ categoryId: 9, brandIds: [b!.id, a!.id], pageSize: 100 });
    expect(chosen.total).toBe(a!.count + b!.count);
    expect(chosen.items.every((item) => [a!.id, b!.id].includes(item.brand.id))).toBe(true);
    // The brand facet ignores the chosen brands, so the shopper can still add another one.
    expect(chosen.facets.brands).toEqual(facet);
  });

  it('filters by price range in yuan and answers the price span of the list', async () => {
    const span = (await list({ categoryId: 4 })).facets.price;
    expect(span.min).toBeLessThan(span.max);
    const minPrice = Math.round((span.min + (span.max - span.min) / 4) * 100) / 100;
    const maxPrice = Math.round((span.min + (span.max - span.min) / 2) * 100) / 100;
    const inRange = await all({ categoryId: 4, minPrice, maxPrice });
    expect(inRange.length).toBeGreaterThan(0);
    expect(inRange.every((item) => item.price >= minPrice && item.price <= maxPrice)).toBe(true);
    const everything = await all({ categoryId: 4 });
    expect(inRange.length).toBe(everything.filter((item) => item.price >= minPrice && item.price <= maxPrice).length);
    expect((await list({ categoryId: 4, minPrice, maxPrice })).facets.price).toEqual(span);
  });

  it('keeps only products in stock when asked', async () => {
    const everything = await all({});
    const inStock = await all({ inStock: true });
    expect(everything.some((item) => !item.inStock)).toBe(true);
    expect(inStock.every((item) => item.inStock)).toBe(true);
    expect(inStock.length).toBe(everything.filter((item) => item.inStock).length);
    expect((await list({ inStock: false })).total).toBe(everything.length);
  });

  it('answers names in the language of the request', async () => {
    const zh = (await list({ sort: 'price_asc' }, 'zh-CN')).items[0]!;
    const ko = (await list({ sort: 'price_asc' }, 'ko')).items[0]!;
    expect(ko.id).toBe(zh.id);
    expect(zh.name).toMatch(/[\u4e00-\u9fff]/);
    expect(ko.name).toMatch(/[\uac00-\ud7af]/);
  });

  it.each([
    [{ pageSize: 101 }, 'Field "pageSize" must be at most 100'],
    [{ pageSize: 0 }, 'Field "pageSize" must be at least 1'],
    [{ page: 0 }, 'Field "page" must be at least 1'],
    [{ page: -1 }, 'Field "page" must be at least 1'],
    [{ page: 1.5 }, 'Field "page" must be an integer'],
    [{ page: '2' }, 'Field "page" must be a number'],
    [{ sort: 'cheapest' }, 'Field "sort" has an invalid value'],
    [{ brandIds: [1, 'x'] }, 'Field "brandIds.1" must be a number'],
    [{ brandIds: Array.from({ length: 21 }, (_, i) => i + 1) }, 'Field "brandIds" must have at most 20 items'],
    [{ minPrice: -1 }, 'Field "minPrice" must be at least 0'],
    [{ minPrice: 10, maxPrice: 5 }, 'Field "maxPrice" is invalid'],
    [{ keyword: 'x'.repeat(101) }, 'Field "keyword" must have at most 100 characters'],
    [{ inStock: 'yes' }, 'Field "inStock" must be true or false'],
    [{ page: 1, shopId: 3 }, 'Unknown field "shopId"'],
  ])('refuses %j with a 400 naming the field', async (payload, message) => {
    expect(await post(payload)).toEqual({ status: 400, body: { code: 400, message, data: null } });
  });

  it('lists the first page for a POST without a body', async () => {
    for (const headers of [{}, { 'content-type': 'application/json' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/product/page-get-products', headers });
      expect(res.statusCode).toBe(200);
      expect(res.json<Answer>().data).toMatchObject({ page: 1, pageSize: 20 });
    }
  });

  it('refuses a malformed JSON body with a 400', async () => {
    const res = await post('{"page": 1,');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, message: 'The request body is not valid JSON', data: null });
  });
});
