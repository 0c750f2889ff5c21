import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productCollocations, productExposures, products, productSkus } from '../../db/schema/products';
import { invalidateCatalogue } from '../../lib/response-cache';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import type { ProductCard } from './product-card';
import type { ProductDetail, Ranking } from './response-schemas';

type Body<T> = { code: number; message: string; data: T };

describe.each(drivers)('product reads on %s', (driver) => {
  let t: TestApp;
  let lipf6Id: number;
  beforeAll(async () => {
    t = await buildTestApp(driver);
    lipf6Id = (await t.app.db.select({ id: products.id }).from(products).where(eq(products.casNumber, '21324-40-3')))[0]!.id;
  });
  afterAll(() => t?.close());

  const get = async <T>(url: string, language = 'en') => {
    const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });
    return { status: res.statusCode, type: res.headers['content-type'], body: res.json<Body<T>>() };
  };
  const offSaleId = async () => (await t.app.db.select({ id: products.id }).from(products).where(eq(products.status, 'off_sale')))[0]!.id;

  it('shows a product with its SKUs, categories and rating in the language asked', async () => {
    const res = await get<ProductDetail>(`/api/product/get?id=${lipf6Id}`, 'ja');
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/json; charset=utf-8');
    const detail = res.body.data;
    expect(detail).toMatchObject({ id: lipf6Id, name: '六フッ化リン酸リチウム', casNumber: '21324-40-3', formula: 'LiPF6' });
    expect(detail.topCategory.parentId).toBe(0);
    expect(detail.category.parentId).toBe(detail.topCategory.id);
    expect(detail.skus.length).toBeGreaterThan(0);
    expect(detail.skus.every((sku) => sku.price > 0 && (sku.marketPrice === null || sku.marketPrice > sku.price))).toBe(true);
    expect(detail.specs.length).toBeGreaterThan(0);
    expect(detail.rating.count).toBeGreaterThanOrEqual(0);
    expect((await get<ProductDetail>(`/api/product/get?id=${lipf6Id}`, 'zh')).body.data.name).toBe('六氟磷酸锂');
  });

  it('answers 404 for an unknown product, 410 for one off sale, 400 for a bad id', async () => {
    expect((await get('/api/product/get?id=2000000000')).body).toEqual({ code: 404, message: 'The requested resource was not found', data: null });
    const gone = await get(`/api/product/get?id=${await offSaleId()}`);
    expect(gone).toMatchObject({ status: 410, body: { code: 410, message: 'This product is no longer available', data: null } });
    expect((await get('/api/product/get?id=abc')).body.message).toBe('Field "id" must be a number');
    expect((await get('/api/product/get?id=0')).body.message).toBe('Field "id" must be at least 1');
    expect((await get('/api/product/get?id=99999999999')).status).toBe(400);
    expect((await get('/api/product/get')).body.message).toBe('Missing required field "id"');
    expect((await get(`/api/product/get?id=${lipf6Id}&x=1`)).body.message).toBe('Unknown field "x"');
  });

  it('lists products of the same sub-category and of the same top category by sales', async () => {
    const detail = (await get<ProductDetail>(`/api/product/get?id=${lipf6Id}`)).body.data;
    const same = (await get<ProductCard[]>(`/api/product/same?id=${lipf6Id}&limit=3`)).body.data;
    expect(same.length).toBeGreaterThan(0);
    expect(same.length).toBeLessThanOrEqual(3);
    expect(same.every((card) => card.categoryId === detail.category.id && card.id !== lipf6Id)).toBe(true);
    const like = (await get<ProductCard[]>(`/api/product/like?id=${lipf6Id}`)).body.data;
    expect(like).toHaveLength(8);
    expect(like.map((card) => card.sales)).toEqual([...like.map((card) => card.sales)].sort((a, b) => b - a));
    expect(like.some((card) => card.id === lipf6Id)).toBe(false);
    expect((await get(`/api/product/same?id=${lipf6Id}&limit=21`)).body.message).toBe('Field "limit" must be at most 20');
    expect((await get('/api/product/like?id=2000000000')).status).toBe(404);
  });

  it('lists the products bought together, in their order, without those off sale', async () => {
    const [link] = await t.app.db.select().from(productCollocations).limit(1);
    const related = await t.app.db
      .select({ id: productCollocations.relatedId })
      .from(productCollocations)
      .innerJoin(products, eq(products.id, productCollocations.relatedId))
      .where(and(eq(productCollocations.productId, link!.productId), eq(products.status, 'on_sale')))
      .orderBy(productCollocations.sort, productCollocations.relatedId);
    const answer = (await get<ProductCard[]>(`/api/product/collocationproduct?id=${link!.productId}`)).body.data;
    expect(answer.map((card) => card.id)).toEqual(related.map((row) => row.id));
    expect((await get('/api/product/collocationproduct?id=2000000000')).status).toBe(404);
  });

  it('pages the new products newest first and the recommended zone in its order', async () => {
    const fresh = (await get<{ items: ProductCard[]; total: number }>('/api/productcategory/getyanxuannewproductlist?page=1&pageSize=5')).body.data;
    expect(fresh.items).toHaveLength(5);
    expect(fresh.items.every((card) => card.isNew)).toBe(true);
    const zone = (await get<{ items: ProductCard[]; total: number; page: number }>('/api/productcategory/getrecommendedzonelist?pageSize=100')).body.data;
    const recommended = await t.app.db
      .select({ id: products.id })
      .from(products)
      .where(and(isNotNull(products.recommendSort), eq(products.status, 'on_sale')))
      .orderBy(products.recommendSort);
    expect(zone.items.map((card) => card.id)).toEqual(recommended.map((row) => row.id));
    expect(zone.total).toBe(recommended.length);
    expect((await get('/api/productcategory/getrecommendedzonelist?page=0')).body.message).toBe('Field "page" must be at least 1');
    expect((await get('/api/productcategory/getyanxuannewproductlist?pageSize=101')).body.message).toBe('Field "pageSize" must be at most 100');
  });

  it('ranks best sellers per top category, or for one top category', async () => {
    const all = (await get<Ranking>('/api/yxranking/productranking')).body.data;
    expect(all).toHaveLength(14);
    for (const entry of all) {
      expect(entry.items.length).toBeLessThanOrEqual(5);
      expect(entry.items.map((card) => card.sales)).toEqual([...entry.items.map((card) => card.sales)].sort((a, b) => b - a));
    }
    const one = (await get<Ranking>('/api/yxranking/productranking?categoryId=2&limit=3', 'ko')).body.data;
    expect(one).toHaveLength(1);
    expect(one[0]!.category).toMatchObject({ id: 2, parentId: 0, name: '나노 소재' });
    expect(one[0]!.items.map((card) => card.id)).toEqual(all[1]!.items.slice(0, 3).map((card) => card.id));
    expect((await get('/api/yxranking/productranking?categoryId=201')).status).toBe(404);
    expect((await get('/api/yxranking/productranking?limit=0')).status).toBe(400);
  });

  it('shows fresh data once the catalogue is invalidated after a write', async () => {
    const url = `/api/product/get?id=${lipf6Id}`;
    const before = (await get<ProductDetail>(url)).body.data;
    const sku = before.skus[0]!;
    await t.app.db.update(productSkus).set({ stock: sku.stock + 7 }).where(eq(productSkus.id, sku.id));
    expect((await get<ProductDetail>(url)).body.data.skus[0]!.stock).toBe(sku.stock); // cached
    invalidateCatalogue();
    expect((await get<ProductDetail>(url)).body.data.skus[0]!.stock).toBe(sku.stock + 7);
  });

  it('counts exposures per product, source and day, and names unknown ids with -1007', async () => {
    const record = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/product/batch-add-exposures-record', payload, headers: { 'accept-language': 'en' } });
    const ok = await record({ productIds: [lipf6Id, lipf6Id], source: 'search' });
    expect(ok.json()).toEqual({ code: 200, message: 'ok', data: { recorded: 2 } });
    const partly = await record({ productIds: [lipf6Id, 2_000_000_000], source: 'search' });
    expect(partly.statusCode).toBe(200);
    expect(partly.json()).toEqual({ code: -1007, message: expect.any(String), data: { recorded: 1, unknownIds: [2_000_000_000] } });
    const [row] = await t.app.db
      .select({ count: sql<number>`sum(${productExposures.count})::int` })
      .from(productExposures)
      .where(and(eq(productExposures.productId, lipf6Id), eq(productExposures.source, 'search')));
    expect(row!.count).toBe(3);

    for (const [payload, message] of [
      [{ productIds: [], source: 'home' }, 'Field "productIds" must have at least 1 item'],
      [{ productIds: Array(101).fill(lipf6Id), source: 'home' }, 'Field "productIds" must have at most 100 items'],
      [{ productIds: [lipf6Id], source: 'Home Page' }, 'Field "source" has an invalid format'],
      [{ productIds: [lipf6Id] }, 'Missing required field "source"'],
      [{ productIds: [lipf6Id], source: 'home', at: 1 }, 'Unknown field "at"'],
    ] as const) {
      expect((await record(payload)).json()).toEqual({ code: 400, message, data: null });
    }
  });
});
