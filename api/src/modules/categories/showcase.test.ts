import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateCatalogue } from '../../lib/response-cache';
import { catalogueRows } from '../../test/catalogue-rows';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import type { ProductCard } from '../products/product-card';
import type { Category } from './schemas';

type Counted = Category & { productCount: number };
type GridTop = Counted & { children: Counted[]; featured: ProductCard[] };
type AllTop = Category & { children: Counted[]; brands: Array<{ id: number; name: string }> };

describe.each(drivers)('category grid and all-categories panel on %s', (driver) => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  const brandIds: number[] = [];
  let rows: ReturnType<typeof catalogueRows>;
  beforeAll(async () => {
    t = await buildTestApp(driver);
    rows = catalogueRows(t.app.db);
    await rows.category(91, null, 'Top');
    await rows.category(9101, 91, 'SubA', 1);
    await rows.category(9102, 91, 'SubB', 2);
    await rows.category(9103, 91, 'Empty', 3);
    for (let i = 0; i < 8; i++) brandIds.push(await rows.brand(`B${i}`));
    const add = async (key: string, categoryId: number, brand: number, sales: number, status: 'on_sale' | 'off_sale' = 'on_sale') => {
      ids[key] = (await rows.product({ categoryId, brandId: brandIds[brand]!, sales, status })).id;
      await rows.sku(ids[key]!, { price: 1234 });
      await rows.sku(ids[key]!, { price: 990, marketPrice: 1500 });
    };
    // Brand 0 has two products; brands 1-7 one each (brand 1's second product is off sale and not counted).
    await add('best', 9101, 0, 50);
    await add('second', 9101, 0, 40);
    await add('offSale', 9101, 1, 1000, 'off_sale');
    await add('third', 9102, 1, 30);
    for (let b = 2; b < 8; b++) await add(`b${b}`, 9102, b, b);
  });
  afterAll(() => t?.close());

  const get = async <T>(url: string, language: string) =>
    (await t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } })).json<{ code: number; data: T }>();

  it('gives every top category with product counts and its 3 best-selling on-sale products', async () => {
    const body = await get<GridTop[]>('/api/product/get-category-grid', 'ja');
    expect(body.code).toBe(200);
    expect(body.data).toHaveLength(15);
    const mine = body.data.find((top) => top.id === 91)!;
    expect(mine.name).toBe('Top-ja');
    expect(mine.productCount).toBe(9);
    expect(mine.children.map((c) => [c.id, c.name, c.productCount])).toEqual([
      [9101, 'SubA-ja', 2],
      [9102, 'SubB-ja', 7],
      [9103, 'Empty-ja', 0],
    ]);
    expect(mine.featured.map((card) => card.id)).toEqual([ids.best, ids.second, ids.third]);
    expect(mine.featured[0]).toMatchObject({ price: 9.9, marketPrice: 15, skuCount: 2, sales: 50, categoryId: 9101 });
    expect(mine.featured[0]!.name).toMatch(/-ja$/);
    for (const top of body.data) {
      expect(top.featured.length).toBeLessThanOrEqual(3);
      // its own products (if any are filed under it directly) plus its sub-categories'
      expect(top.productCount).toBeGreaterThanOrEqual(top.children.reduce((sum, c) => sum + c.productCount, 0));
    }
  });

  it('gives every top category with counted children and up to 6 brands by product count', async () => {
    const body = await get<AllTop[]>('/api/pc/ProductPc/get-category-all', 'en');
    expect(body.code).toBe(200);
    expect(body.data).toHaveLength(15);
    expect(body.data[0]!.name).toBe('Battery Experiments');
    const mine = body.data.find((top) => top.id === 91)!;
    expect(mine.children.map((c) => c.productCount)).toEqual([2, 7, 0]);
    // brand 0 (2 products) first, then the ties in id order; brands 6 and 7 do not fit
    expect(mine.brands.map((b) => b.id)).toEqual(brandIds.slice(0, 6));
    expect(mine.brands[0]!.name).toMatch(/^B0 /);
    for (const top of body.data) expect(top.brands.length).toBeLessThanOrEqual(6);
  });

  it.each(['/api/product/get-category-grid?x=1', '/api/pc/ProductPc/get-category-all?x=1'])('rejects unknown fields: %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message: 'Unknown field "x"', data: null });
  });

  it('keeps the figures until a catalogue write invalidates the cached answers', async () => {
    const emptyCount = async () =>
      (await get<GridTop[]>('/api/product/get-category-grid', 'en')).data.find((top) => top.id === 91)!.children[2]!.productCount;
    expect(await emptyCount()).toBe(0);
    await rows.sku((await rows.product({ categoryId: 9103, brandId: brandIds[0]! })).id);
    expect(await emptyCount()).toBe(0);
    invalidateCatalogue();
    expect(await emptyCount()).toBe(1);
  });
});
