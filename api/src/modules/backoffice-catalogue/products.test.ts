import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brands, products, productSkus } from '../../db/schema/products';
import { staffAuditLog } from '../../db/schema/staff';
import { drivers } from '../../test/test-app';
import { productSaveBody, type ProductRecord } from './product-schemas';
import { skuSaveBody } from './sku-schemas';
import { productBody, skuBody, useCatalogueApp } from './test-client';

type Saved = { id: number; version: string };
type ListItem = { id: number; name: string; categoryId: number; brand: string; status: string; skuCount: number; stock: number; minPrice: number | null };
type List = { items: ListItem[]; total: number; page: number; pageSize: number };

describe.each(drivers)('products in the console (%s)', (driver) => {
  const ctx = useCatalogueApp(driver);
  const productCount = async () => (await ctx.app.db.select({ n: count() }).from(products))[0]!.n;
  const shopView = (id: number) => ctx.app.inject({ method: 'GET', url: `/api/product/get?id=${id}`, headers: { 'accept-language': 'en' } });

  it('creates a product (brand by name, created when new), answers its whole record and audits it', async () => {
    const brand = `Brand ${driver} ${Date.now()}`;
    const saved = await ctx.staff.data<Saved>('POST', 'product/save', productBody('Lithium test salt', { brand, casNumber: '7732-18-5', formula: 'H2O' }));
    const record = await ctx.staff.data<ProductRecord>('GET', `product?id=${saved.id}`);
    expect(record).toMatchObject({
      id: saved.id, version: saved.version, categoryId: 901, brand, casNumber: '7732-18-5', formula: 'H2O', status: 'on_sale', skus: [], hazard: null,
      name: { en: 'Lithium test salt en', zh: 'Lithium test salt 中' },
    });
    expect(await ctx.app.db.select().from(brands).where(eq(brands.name, brand))).toHaveLength(1);
    // Same brand, other case: no second brand.
    await ctx.staff.data('POST', 'product/save', productBody('Another', { brand: brand.toUpperCase() }));
    expect((await ctx.app.db.select().from(brands).where(eq(brands.name, brand.toUpperCase())))).toHaveLength(0);

    const [audit] = await ctx.app.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.entity, 'product'), eq(staffAuditLog.entityId, String(saved.id))));
    expect(audit).toMatchObject({ action: 'product.create', actorAccount: ctx.staffAccount, before: null, after: { id: saved.id, brand } });

    // Shoppers find it by name at once (search_text rebuilt in the same write) once it has a SKU on sale.
    await ctx.staff.data('POST', 'sku/save', skuBody(saved.id, `PT-${driver}-${saved.id}`));
    const search = await ctx.app.inject({ method: 'POST', url: '/api/product/page-get-products', payload: { keyword: 'lithium test salt' } });
    expect(search.json<{ data: { items: Array<{ id: number }> } }>().data.items.map((item) => item.id)).toContain(saved.id);
  });

  it('edits a seeded product at the version it was read at, refuses a stale version (409) and changes nothing then', async () => {
    const record = await ctx.staff.data<ProductRecord>('GET', 'product?id=90302');
    const edit = { ...productBody('x'), ...record, id: 90302, brand: record.brand, specs: record.specs, images: record.images };
    delete (edit as Partial<typeof edit>).skus;
    delete (edit as Partial<typeof edit>).hazard;
    delete (edit as Partial<typeof edit>).related;
    const renamed = { ...edit, name: { ...record.name, en: 'Renamed by staff' } };
    const first = await ctx.staff.data<Saved>('POST', 'product/save', renamed);
    expect(first.version).not.toBe(record.version);

    const stale = await ctx.staff.post('product/save', { ...edit, name: { ...record.name, en: 'Lost update' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 409, message: 'Someone else changed this record meanwhile; reload it and edit again' });
    expect((await ctx.staff.data<ProductRecord>('GET', 'product?id=90302')).name.en).toBe('Renamed by staff');
    expect((await shopView(90302)).json<{ data: { name: string } }>().data.name).toBe('Renamed by staff');

    const [audit] = await ctx.app.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.action, 'product.update'), eq(staffAuditLog.entityId, '90302')));
    expect(audit).toMatchObject({ before: { name: { en: record.name.en } }, after: { name: { en: 'Renamed by staff' } } });
  });

  it('of two edits made from the same version, exactly one is saved', async () => {
    const saved = await ctx.staff.data<Saved>('POST', 'product/save', productBody('Race'));
    const answers = await Promise.all(
      ['A', 'B', 'C'].map((label) => ctx.staff.post('product/save', productBody(`Race ${label}`, { id: saved.id, version: saved.version }))),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('refuses invalid products with 400 and writes nothing', async () => {
    const before = await productCount();
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ casNumber: '7732-18-4' }, /casNumber/],
      [{ casNumber: '7732185' }, /casNumber/],
      [{ name: { zh: '只有中文', en: 'x', ja: 'x' } }, /name\.ko/],
      [{ name: { zh: 'x'.repeat(201), en: 'x', ja: 'x', ko: 'x' } }, /name\.zh/],
      [{ images: ['https://evil.example/x.png'] }, /images\.0/],
      [{ images: ['javascript:alert(1)'] }, /images\.0/],
      [{ images: ['/media/catalogue/5b0c8a52-3a8e-4a4e-9d7e-1c2b3a4d5e6f/960.webp'] }, /Unknown image/],
      [{ status: 'deleted' }, /status/],
      [{ categoryId: 9 }, /sub-category/],
      [{ specs: Array.from({ length: 41 }, () => ({ label: { zh: 'a', en: 'a', ja: 'a', ko: 'a' }, value: 'v' })) }, /specs/],
      [{ price: 12 }, /price/],
      [{ version: '2026-01-01T00:00:00.000Z' }, /version/],
    ];
    for (const [overrides, message] of cases) {
      const res = await ctx.staff.post('product/save', productBody('Invalid', overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().message, JSON.stringify(overrides)).toMatch(message);
    }
    expect((await ctx.staff.post('product/save', productBody('Unknown', { id: 1_999_999_999, version: new Date().toISOString() }))).statusCode).toBe(404);
    expect(await productCount()).toBe(before);
  });

  it('lists every product with filters, sorts and paging', async () => {
    const page = await ctx.staff.data<List>('GET', 'products?categoryId=9&sort=price&order=desc&pageSize=5');
    expect(page.pageSize).toBe(5);
    expect(page.items).toHaveLength(5);
    expect(page.total).toBeGreaterThan(5);
    const prices = page.items.map((item) => item.minPrice!);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(page.items.every((item) => String(item.categoryId).startsWith('9'))).toBe(true);

    const found = await ctx.staff.data<List>('GET', 'products?q=LiPF6&sort=id');
    expect(found.items.map((item) => item.id)).toContain(90301);
    const lithium = found.items.find((item) => item.id === 90301)!;
    expect(lithium.skuCount).toBeGreaterThan(0);
    expect(lithium.stock).toBeGreaterThanOrEqual(0);

    const low = await ctx.staff.data<List>('GET', 'products?lowStock=true&pageSize=100');
    expect(low.items.every((item) => item.skuCount > 0)).toBe(true);
    const byId = await ctx.staff.data<List>('GET', 'products?q=90301');
    expect(byId.items.map((item) => item.id)).toContain(90301);
    // A list by a product column reads the SKU figures of its page only; by a SKU figure, of every product: the same.
    const ofPage = (await ctx.staff.data<List>('GET', 'products?q=90301&sort=id')).items.find((item) => item.id === 90301);
    const ofAll = (await ctx.staff.data<List>('GET', 'products?q=90301&sort=stock')).items.find((item) => item.id === 90301);
    expect(ofPage).toEqual(ofAll);
    expect(ofPage).toMatchObject({ skuCount: lithium.skuCount, stock: lithium.stock, minPrice: expect.any(Number) });

    for (const sort of ['id', 'name', 'updatedAt', 'price', 'stock', 'sales']) {
      const sorted = await ctx.staff.data<List>('GET', `products?sort=${sort}&order=desc&categoryId=9&pageSize=100`);
      expect(sorted.items.length, sort).toBeGreaterThan(1);
    }
    const byName = (await ctx.staff.data<List>('GET', 'products?sort=name&order=asc&categoryId=9&pageSize=100')).items.map((item) => item.name);
    expect(byName.length).toBeGreaterThan(1);
    const byStock = (await ctx.staff.data<List>('GET', 'products?sort=stock&order=asc&pageSize=100')).items.map((item) => item.stock);
    expect(byStock).toEqual([...byStock].sort((a, b) => a - b));

    for (const query of ['sort=stock2', 'order=up', 'pageSize=101', 'page=0', 'status=gone', 'lowStock=maybe', 'extra=1']) {
      expect((await ctx.staff.get(`products?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('puts products off sale in bulk, visible to shoppers at once (410), audited per product; an unknown id changes nothing', async () => {
    expect((await shopView(90303)).statusCode).toBe(200); // cached now
    const unknown = await ctx.staff.post('products/status', { ids: [90303, 1_999_999_999], status: 'off_sale' });
    expect(unknown.statusCode).toBe(404);
    expect((await shopView(90303)).statusCode).toBe(200);

    await ctx.staff.data('POST', 'products/status', { ids: [90303, 90304], status: 'off_sale' });
    expect((await shopView(90303)).statusCode).toBe(410);
    const off = await ctx.staff.data<List>('GET', 'products?status=off_sale&pageSize=100');
    expect(off.items.map((item) => item.id)).toEqual(expect.arrayContaining([90303, 90304]));
    const audits = await ctx.app.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'product.status'));
    expect(audits.map((row) => row.entityId)).toEqual(expect.arrayContaining(['90303', '90304']));

    await ctx.staff.data('POST', 'products/status', { ids: [90303, 90304], status: 'on_sale' });
    expect((await shopView(90303)).statusCode).toBe(200);
    expect((await ctx.staff.post('products/status', { ids: [90303, 90303], status: 'on_sale' })).statusCode).toBe(400);
  });

  it('accepts every seeded product and SKU back as it is read (the console edits them by read, change, save)', async () => {
    const rows = await ctx.app.db.select({ product: products, brand: brands.name }).from(products).innerJoin(brands, eq(brands.id, products.brandId));
    const refused = rows.flatMap(({ product, brand }) => {
      const body = { ...product, brand, version: new Date().toISOString() } as Record<string, unknown>;
      for (const key of ['brandId', 'sales', 'recommendSort', 'launchedAt', 'searchText', 'searchDoubled', 'listedPrice', 'nameLower', 'createdAt', 'updatedAt']) delete body[key];
      const parsed = productSaveBody.safeParse(body);
      return parsed.success ? [] : [`${product.id}: ${parsed.error.issues[0]!.path.join('.')} ${parsed.error.issues[0]!.message}`];
    });
    expect(refused).toEqual([]);
    const skus = await ctx.app.db.select().from(productSkus);
    const refusedSkus = skus.flatMap((sku) => {
      const parsed = skuSaveBody.safeParse({
        id: sku.id, productId: sku.productId, version: new Date().toISOString(), code: sku.code, spec: sku.spec, packageSize: sku.packageSize, purity: sku.purity,
        price: sku.price / 100, marketPrice: sku.marketPrice === null ? null : sku.marketPrice / 100, maxPerOrder: sku.maxPerOrder, onSale: sku.onSale, sort: sku.sort,
      });
      return parsed.success ? [] : [`${sku.code}: ${parsed.error.issues[0]!.path.join('.')} ${parsed.error.issues[0]!.message}`];
    });
    expect(refusedSkus).toEqual([]);
  });

  it('answers 404 for an unknown product', async () => {
    expect((await ctx.staff.get('product?id=1999999999')).statusCode).toBe(404);
    expect((await ctx.staff.get('product?id=abc')).statusCode).toBe(400);
  });
});
