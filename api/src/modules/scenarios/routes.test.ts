import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenarioItems, scenarios } from '../../db/schema/products';
import { catalogueRows, texts } from '../../test/catalogue-rows';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import type { ScenarioDetail, ScenarioSummary } from './schemas';

describe.each(drivers)('scenario procurement on %s', (driver) => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await buildTestApp(driver);
    const db = t.app.db;
    const rows = catalogueRows(db);
    const brandId = await rows.brand('Kit');
    const cell = await rows.product({ categoryId: 101, brandId, images: ['/media/products/cell.svg'] }, 'Cell');
    const retired = await rows.product({ categoryId: 102, brandId, status: 'off_sale' }, 'Retired');
    const case_ = await rows.sku(cell.id, { price: 1999, marketPrice: 2500, stock: 50, purity: '99.9%' });
    const spring = await rows.sku(cell.id, { price: 1, marketPrice: 1, stock: 1, sort: 1 });
    const old = await rows.sku(retired.id, { price: 500 });
    Object.assign(ids, { cell: cell.id, retired: retired.id, case: case_.id, spring: spring.id, old: old.id });
    const add = async (label: string, items: Array<[number, number]>) => {
      const [row] = await db.insert(scenarios).values({ name: texts(label), description: texts(`${label} about`), image: `/media/scenarios/${label}.svg` }).returning();
      await db.insert(scenarioItems).values(items.map(([skuId, quantity], sort) => ({ scenarioId: row!.id, skuId, quantity, sort })));
      return row!.id;
    };
    ids.kit = await add('Kit', [[case_.id, 3], [spring.id, 1]]);
    ids.short = await add('Short', [[case_.id, 1], [spring.id, 2]]); // 2 springs wanted, 1 in stock
    ids.retiredKit = await add('RetiredKit', [[old.id, 1]]);
    const [empty] = await db.insert(scenarios).values({ name: texts('Empty'), description: texts('none'), image: '/e.svg' }).returning();
    ids.empty = empty!.id;
  });
  afterAll(() => t?.close());

  const send = (method: 'GET' | 'POST', url: string, language = 'en', payload?: object) =>
    t.app.inject({ method, url, headers: { 'accept-language': language }, ...(payload ? { payload } : {}) });

  it('lists every bundle with item count, price summed in fen and availability', async () => {
    const res = await send('GET', '/api/productcategory/getscenarioizedprocurementlist', 'ja');
    expect(res.statusCode).toBe(200);
    const list = res.json<{ data: ScenarioSummary[] }>().data;
    const byId = new Map(list.map((s) => [s.id, s]));
    // 3 × 19.99 + 0.01 = 59.98 exactly (summing yuan as floats would not be)
    expect(byId.get(ids.kit!)).toEqual({ id: ids.kit, name: 'Kit-ja', description: 'Kit about-ja', image: '/media/scenarios/Kit.svg', itemCount: 2, price: 59.98, inStock: true });
    expect(byId.get(ids.short!)).toMatchObject({ itemCount: 2, price: 20.01, inStock: false });
    expect(byId.get(ids.retiredKit!)).toMatchObject({ itemCount: 1, price: 5, inStock: false });
    expect(byId.get(ids.empty!)).toMatchObject({ itemCount: 0, price: 0, inStock: false });
  });

  it('gives one bundle with its SKUs and products in the request language', async () => {
    const res = await send('POST', `/api/productcategory/getscenarioizedproduct?id=${ids.kit}`, 'ko');
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: ScenarioDetail }>().data;
    expect(data).toMatchObject({ id: ids.kit, name: 'Kit-ko', description: 'Kit about-ko', price: 59.98 });
    expect(data.items).toHaveLength(2);
    expect(data.items[0]!.quantity).toBe(3);
    expect(data.items[0]!.sku).toEqual({
      id: ids.case, code: expect.stringMatching(/^T-/), spec: 'spec-ko', packageSize: '25 g', purity: '99.9%',
      price: 19.99, marketPrice: 25, stock: 50, maxPerOrder: 99, onSale: true,
    });
    expect(data.items[0]!.product).toEqual({ id: ids.cell, name: expect.stringMatching(/^Cell .*-ko$/), image: '/media/products/cell.svg', brand: { id: expect.any(Number), name: expect.stringMatching(/^Kit /) } });
    expect(data.items[1]!.sku).toMatchObject({ id: ids.spring, price: 0.01, marketPrice: null, purity: null });
  });

  it('marks a SKU of a product taken off sale as not on sale', async () => {
    const data = (await send('POST', `/api/productcategory/getscenarioizedproduct?id=${ids.retiredKit}`)).json<{ data: ScenarioDetail }>().data;
    expect(data.items[0]!.sku).toMatchObject({ id: ids.old, onSale: false });
  });

  it.each([
    ['id=424242', undefined, 404, 'The requested resource was not found'],
    ['', undefined, 400, 'Missing required field "id"'],
    ['id=x', undefined, 400, 'Field "id" must be a number'],
    ['id=0', undefined, 400, 'Field "id" must be at least 1'],
    ['id=1&all=1', undefined, 400, 'Unknown field "all"'],
    ['id=1', { id: 1 }, 400, 'Unknown field "id"'],
  ])('answers getscenarioizedproduct?%s with %i', async (query, body, status, message) => {
    const res = await send('POST', `/api/productcategory/getscenarioizedproduct?${query}`, 'en', body);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ code: status, message, data: null });
  });

  it('answers an unknown bundle in the request language and rejects list input', async () => {
    expect((await send('POST', '/api/productcategory/getscenarioizedproduct?id=424242', 'zh')).json().message).toBe('请求的资源不存在');
    const res = await send('GET', '/api/productcategory/getscenarioizedprocurementlist?page=1');
    expect(res.json()).toEqual({ code: 400, message: 'Unknown field "page"', data: null });
  });
});
