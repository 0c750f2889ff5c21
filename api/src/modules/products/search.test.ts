import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, products, productSkus } from '../../db/schema/products';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import type { ProductPage, Suggestions } from './response-schemas';

describe.each(drivers)('product search on %s', (driver) => {
  let t: TestApp;
  let lipf6: typeof products.$inferSelect;
  beforeAll(async () => {
    t = await buildTestApp(driver);
    lipf6 = (await t.app.db.select().from(products).where(eq(products.casNumber, '21324-40-3')))[0]!;
  });
  afterAll(() => t?.close());

  const search = async (keyword: string, extra: object = {}) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/product/page-get-products', payload: { keyword, pageSize: 100, ...extra } });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: ProductPage }>().data;
  };
  const suggest = async (keyword: string, language = 'en') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/product/searchkeywordnew?keyword=${encodeURIComponent(keyword)}`,
      headers: { 'accept-language': language },
    });
    return { status: res.statusCode, body: res.json<{ code: number; message: string; data: Suggestions }>() };
  };
  const aSku = async () =>
    (
      await t.app.db
        .select({ code: productSkus.code, productId: productSkus.productId })
        .from(productSkus)
        .innerJoin(products, eq(products.id, productSkus.productId))
        .where(and(eq(products.status, 'on_sale'), eq(productSkus.onSale, true)))
        .limit(1)
        .offset(40)
    )[0]!;

  it('puts the product of an exact CAS number first', async () => {
    const found = await search('21324-40-3');
    expect(found.items[0]).toMatchObject({ id: lipf6.id, casNumber: '21324-40-3', formula: 'LiPF6' });
  });

  it('puts the product of an exact SKU code first, in any case', async () => {
    const sku = await aSku();
    expect((await search(sku.code)).items[0]!.id).toBe(sku.productId);
    expect((await search(sku.code.toLowerCase())).items[0]!.id).toBe(sku.productId);
  });

  it('finds a formula whatever its case', async () => {
    for (const keyword of ['LiPF6', 'lipf6', 'LIPF6']) {
      const found = await search(keyword);
      expect(found.items[0]!.id).toBe(lipf6.id);
    }
  });

  it('finds a product by its name in English, Chinese (two characters), Japanese and Korean', async () => {
    for (const name of [lipf6.name.en, 'hexafluorophosphate', lipf6.name.ja, lipf6.name.ko, lipf6.name.zh]) {
      expect((await search(name)).items.map((item) => item.id)).toContain(lipf6.id);
    }
    const twoCharacters = lipf6.name.zh.slice(0, 2);
    const found = await search(twoCharacters);
    expect(found.items.map((item) => item.id)).toContain(lipf6.id);
    const texts = new Map((await t.app.db.select({ id: products.id, text: products.searchText }).from(products)).map((r) => [r.id, r.text]));
    expect(found.items.every((item) => texts.get(item.id)!.includes(twoCharacters))).toBe(true);
  });

  it('ranks products named by the keyword before those found through their category', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/product/page-get-products', payload: { keyword: '手套', pageSize: 100 }, headers: { 'accept-language': 'zh' } });
    const named = res.json<{ data: ProductPage }>().data.items.map((item) => item.name.includes('手套'));
    expect(named.filter((n) => !n).length).toBeGreaterThan(0); // some come from the category "手套与配件"
    expect(named).toEqual([...named].sort((a, b) => Number(b) - Number(a)));
  });

  it('forgives a typo in a word, and combines words', async () => {
    expect((await search('lithium hexafluorophosphat')).items[0]!.id).toBe(lipf6.id);
    expect((await search('lithum hexafluorophosphate')).items.map((item) => item.id)).toContain(lipf6.id);
    expect((await search('hexafluorophosphate sodium')).items.every((item) => item.id !== lipf6.id)).toBe(true);
  });

  it('treats % and _ as plain characters and finds nothing for gibberish', async () => {
    const onSale = await t.app.db.select({ text: products.searchText }).from(products).where(eq(products.status, 'on_sale'));
    for (const character of ['%', '_', '\\']) {
      const expected = onSale.filter((row) => row.text.includes(character)).length;
      expect((await search(character)).total).toBe(expected);
      expect((await search(`a${character}b`)).total).toBe(onSale.filter((row) => row.text.includes(`a${character}b`)).length);
    }
    expect((await search('qqzzxxjj')).total).toBe(0);
  });

  it('never finds a product that is off sale', async () => {
    const [gone] = await t.app.db.select().from(products).where(eq(products.status, 'off_sale')).limit(1);
    const found = await search(gone!.name.en);
    expect(found.items.map((item) => item.id)).not.toContain(gone!.id);
  });

  it('keeps the other filters while searching', async () => {
    const found = await search('lithium', { inStock: true, sort: 'price_asc' });
    expect(found.total).toBeGreaterThan(1);
    expect(found.items.every((item) => item.inStock)).toBe(true);
    expect(found.items.map((item) => item.price)).toEqual([...found.items.map((item) => item.price)].sort((a, b) => a - b));
  });

  it('suggests products with what matched, categories and brands while typing', async () => {
    const byFormula = await suggest('lipf6');
    expect(byFormula.status).toBe(200);
    expect(byFormula.body.data.products[0]).toEqual({ id: lipf6.id, name: lipf6.name.en, image: lipf6.images[0], match: 'formula' });
    expect(byFormula.body.data.products.length).toBeLessThanOrEqual(8);

    expect((await suggest('21324-40-3')).body.data.products[0]).toMatchObject({ id: lipf6.id, match: 'cas' });
    const sku = await aSku();
    expect((await suggest(sku.code)).body.data.products[0]).toMatchObject({ id: sku.productId, match: 'sku', skuCode: sku.code });
    expect((await suggest(lipf6.name.ko, 'ko')).body.data.products[0]).toMatchObject({ id: lipf6.id, name: lipf6.name.ko, match: 'name' });

    const [brand] = await t.app.db.select().from(brands).limit(1);
    const byBrand = (await suggest(brand!.name.slice(0, 5))).body.data;
    expect(byBrand.brands).toContainEqual({ id: brand!.id, name: brand!.name });
    expect(byBrand.brands.length).toBeLessThanOrEqual(5);

    const categories = (await suggest('电池', 'zh')).body.data.categories;
    expect(categories.length).toBeGreaterThan(0);
    expect(categories.length).toBeLessThanOrEqual(5);
    expect(categories.every((category) => category.name.includes('电池'))).toBe(true);
  });

  it.each([
    ['', 'Field "keyword" must have at least 1 character'],
    ['x'.repeat(101), 'Field "keyword" must have at most 100 characters'],
  ])('refuses the suggestion keyword %j', async (keyword, message) => {
    expect(await suggest(keyword)).toEqual({ status: 400, body: { code: 400, message, data: null } });
  });

  it('refuses suggestions without a keyword or with unknown fields', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/product/searchkeywordnew', headers: { 'accept-language': 'en' } });
    expect(missing.json()).toEqual({ code: 400, message: 'Missing required field "keyword"', data: null });
    const extra = await t.app.inject({ method: 'GET', url: '/api/product/searchkeywordnew?keyword=li&x=1', headers: { 'accept-language': 'en' } });
    expect(extra.json()).toEqual({ code: 400, message: 'Unknown field "x"', data: null });
  });
});
