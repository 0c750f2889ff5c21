import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productSkus, searchWords } from '../../db/schema/products';
import { applyPeerInvalidation } from '../../lib/response-cache';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import type { ProductPage } from './response-schemas';

/**
 * products.listed_price and search_words are kept by triggers (migrations 0023, 0025, 0028): whatever writes SKUs or
 * products (the console, an import, a checkout, a script), lists and search follow.
 */
describe.each(drivers)('listing columns kept by the database on %s', (driver) => {
  let t: TestApp;
  let productId: number;
  let categoryId: number;
  beforeAll(async () => {
    t = await buildTestApp(driver);
    // A listed product with at least two SKUs on sale.
    const [row] = await t.app.db.execute(sql`SELECT p.id, p.category_id FROM products p JOIN product_skus s ON s.product_id = p.id
      WHERE p.status = 'on_sale' AND s.on_sale GROUP BY p.id HAVING count(*) >= 2 ORDER BY p.id LIMIT 1`).then((r) => (r as unknown as { rows: { id: number; category_id: number }[] }).rows);
    productId = row!.id;
    categoryId = row!.category_id;
  });
  afterAll(() => t?.close());

  const listing = async () => (await t.app.db.select({ price: products.listedPrice }).from(products).where(eq(products.id, productId)))[0]!;
  const skusOf = () => t.app.db.select().from(productSkus).where(eq(productSkus.productId, productId)).orderBy(productSkus.id);
  const listedIds = async (extra: object = {}) => {
    applyPeerInvalidation(); // the writes below bypass the console, which would drop the cached lists
    const res = await t.app.inject({ method: 'POST', url: '/api/product/page-get-products', payload: { categoryId, pageSize: 100, ...extra } });
    return res.json<{ data: ProductPage }>().data.items.map((item) => item.id);
  };

  it('follows the lowest price on sale, SKUs taken off sale, added and deleted; stock moves leave the product row alone', async () => {
    const [first, second] = await skusOf();
    await t.app.db.update(productSkus).set({ price: 1, stock: 5 }).where(eq(productSkus.id, first!.id));
    expect(await listing()).toEqual({ price: 1 });

    await t.app.db.update(productSkus).set({ onSale: false }).where(eq(productSkus.id, first!.id));
    expect((await listing()).price).toBe(Math.min(...(await skusOf()).filter((s) => s.onSale).map((s) => s.price)));

    // A checkout's stock move: the product row is not written (a row lock inside place_order), yet the list knows.
    const rowVersion = await t.app.db.execute(sql`SELECT xmin::text AS v FROM products WHERE id = ${productId}`);
    await t.app.db.update(productSkus).set({ stock: 0 }).where(eq(productSkus.productId, productId));
    expect(await t.app.db.execute(sql`SELECT xmin::text AS v FROM products WHERE id = ${productId}`).then((r) => (r as unknown as { rows: unknown[] }).rows)).toEqual(
      (rowVersion as unknown as { rows: unknown[] }).rows,
    );
    expect(await listedIds({ inStock: true })).not.toContain(productId);

    await t.app.db.update(productSkus).set({ onSale: false }).where(eq(productSkus.productId, productId));
    expect(await listing()).toEqual({ price: null });
    expect(await listedIds()).not.toContain(productId);

    const [added] = await t.app.db
      .insert(productSkus)
      .values({ productId, code: `LISTING-${driver}`, spec: second!.spec, packageSize: '1 g', price: 777, stock: 3 })
      .returning();
    expect(await listing()).toEqual({ price: 777 });
    expect(await listedIds()).toContain(productId);

    await t.app.db.delete(productSkus).where(eq(productSkus.id, added!.id));
    expect(await listing()).toEqual({ price: null });
  });

  it('adds a product’s new words to the vocabulary a misspelt search is looked up in', async () => {
    await t.app.db.update(products).set({ searchText: sql`${products.searchText} || ' zirconiumoxide 1234abc'` }).where(eq(products.id, productId));
    const words = (await t.app.db.select().from(searchWords)).map((row) => row.word);
    expect(words).toContain('zirconiumoxide');
    expect(words).not.toContain('1234abc'); // codes are not words a typo is matched against
  });
});
