import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueRows } from '../../test/catalogue-rows';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import type { Category } from './schemas';

type Counted = Category & { productCount: number };

describe.each(drivers)('category children and product category on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(driver);
    // A top category of our own, so its counts do not depend on the seed: 9001 lists 2 products, 9002 one.
    const rows = catalogueRows(t.app.db);
    await rows.category(90, null, 'Top');
    await rows.category(9001, 90, 'SubA', 1);
    await rows.category(9002, 90, 'SubB', 2);
    const brandId = await rows.brand();
    const add = async (categoryId: number, status: 'on_sale' | 'off_sale', skuOnSale: boolean) =>
      rows.sku((await rows.product({ categoryId, brandId, status })).id, { onSale: skuOnSale });
    await add(9001, 'on_sale', true);
    await add(9001, 'on_sale', true);
    await add(9001, 'off_sale', true); // not counted: off sale
    await add(9001, 'on_sale', false); // not counted: nothing to buy (as the product list)
    await add(9002, 'on_sale', true);
  });
  afterAll(() => t?.close());

  const send = (method: 'GET' | 'POST', url: string, language = 'en', payload?: object) =>
    t.app.inject({ method, url, headers: { 'accept-language': language }, ...(payload ? { payload } : {}) });

  it('lists the top categories for parentId 0 and the children of a top category', async () => {
    const tops = (await send('GET', '/api/productcategory/category-children?parentId=0', 'zh')).json<{ data: Category[] }>().data;
    expect(tops).toHaveLength(15);
    expect(tops[0]).toEqual({ id: 1, parentId: 0, name: '电池实验', icon: 'battery', sort: 1 });
    const res = await send('GET', '/api/productcategory/category-children?parentId=90', 'ja');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: Category[] }>().data.map((c) => [c.id, c.parentId, c.name])).toEqual([
      [9001, 90, 'SubA-ja'],
      [9002, 90, 'SubB-ja'],
    ]);
    expect((await send('GET', '/api/productcategory/category-children?parentId=9001')).json()).toEqual({ code: 200, message: 'ok', data: [] });
  });

  it.each([
    ['parentId=424242', 404, 'The requested resource was not found'],
    ['', 400, 'Missing required field "parentId"'],
    ['parentId=abc', 400, 'Field "parentId" must be a number'],
    ['parentId=-1', 400, 'Field "parentId" must be at least 0'],
    ['parentId=1.5', 400, 'Field "parentId" must be an integer'],
    ['parentId=0&foo=1', 400, 'Unknown field "foo"'],
  ])('answers category-children?%s with %i', async (query, status, message) => {
    const res = await send('GET', `/api/productcategory/category-children?${query}`);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ code: status, message, data: null });
  });

  it('gives a top category with its path and children counting on-sale products', async () => {
    const res = await send('POST', '/api/productcategory/getproductcategory?categoryId=90', 'ko');
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: { category: Category; path: Category[]; children: Counted[] } }>().data;
    expect(data.category).toEqual({ id: 90, parentId: 0, name: 'Top-ko', icon: 'flask', sort: 900 });
    expect(data.path.map((c) => c.id)).toEqual([90]);
    expect(data.children.map((c) => [c.id, c.name, c.productCount])).toEqual([
      [9001, 'SubA-ko', 2],
      [9002, 'SubB-ko', 1],
    ]);
  });

  it('gives a sub-category with the path from its top category and no children', async () => {
    const data = (await send('POST', '/api/productcategory/getproductcategory?categoryId=101', 'en', {})).json<{
      data: { category: Category; path: Category[]; children: Counted[] };
    }>().data;
    expect(data.category.name).toBe('Coin Cell Assembly');
    expect(data.path.map((c) => [c.id, c.name])).toEqual([
      [1, 'Battery Experiments'],
      [101, 'Coin Cell Assembly'],
    ]);
    expect(data.children).toEqual([]);
  });

  it.each([
    ['categoryId=424242', undefined, 404, 'The requested resource was not found'],
    ['', undefined, 400, 'Missing required field "categoryId"'],
    ['categoryId=0', undefined, 400, 'Field "categoryId" must be at least 1'],
    ['categoryId=99999999999', undefined, 400, 'Field "categoryId" must be at most 2147483647'],
    ['categoryId=1', { categoryId: 1 }, 400, 'Unknown field "categoryId"'],
  ])('answers getproductcategory?%s with %i', async (query, body, status, message) => {
    const res = await send('POST', `/api/productcategory/getproductcategory?${query}`, 'en', body);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ code: status, message, data: null });
  });
});
