import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../schema/auth';
import { orderItems, orders } from '../../schema/orders';
import { brands, hotWords, productReviews, products, productSkus } from '../../schema/products';
import { authRequests } from '../../../test/auth-requests';
import { buildTestApp, drivers, type TestApp } from '../../../test/test-app';
import { DEMO_ACCOUNT } from '../demo-account';
import { buildCatalog } from './build-catalog';
import { seedCatalog } from './seed-catalog';

const tables = ['brands', 'products', 'product_skus', 'product_collocations', 'scenarios', 'scenario_items', 'home_banners', 'hot_words', 'orders', 'order_items', 'product_reviews', 'users'];

describe.each(drivers)('the catalogue seed on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(driver);
  });
  afterAll(() => t?.close());

  const counts = async () =>
    Object.fromEntries(
      await Promise.all(
        tables.map(async (table) => {
          const result = await t.app.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
          return [table, Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n)] as const;
        }),
      ),
    );

  it('fills the catalogue tables of a fresh database', async () => {
    const expected = buildCatalog(new Date());
    expect(await counts()).toMatchObject({
      brands: expected.brands.length,
      products: expected.products.length,
      product_skus: expected.skus.length,
      product_collocations: expected.collocations.length,
      scenarios: expected.scenarios.length,
      scenario_items: expected.scenarioItems.length,
      home_banners: 8,
      hot_words: 10,
      orders: expected.orders.length,
      order_items: expected.orders.flatMap((o) => o.items).length,
      product_reviews: expected.reviews.length,
      users: 9,
    });
  });

  it('adds nothing when it runs again', async () => {
    const before = await counts();
    await seedCatalog(t.app.db);
    expect(await counts()).toEqual(before);
  });

  it('leaves the id sequences past the seed rows', async () => {
    const [brand] = await t.app.db.insert(brands).values({ name: `Sequence check ${driver}` }).returning({ id: brands.id });
    expect(brand!.id).toBeGreaterThan(20);
    const [word] = await t.app.db.insert(hotWords).values({ word: { zh: 'x', en: 'x', ja: 'x', ko: 'x' } }).returning({ id: hotWords.id });
    expect(word!.id).toBeGreaterThan(10);
  });

  it('finds lithium hexafluorophosphate by its trigram-indexed search text in any language', async () => {
    for (const keyword of ['六氟磷酸锂', 'hexafluorophosphate', '六フッ化リン酸', '육불화인산리튬', 'lipf6', '21324-40-3']) {
      const rows = await t.app.db
        .select({ id: products.id })
        .from(products)
        .where(sql`${products.searchText} LIKE ${`%${keyword.toLowerCase()}%`} AND ${products.formula} = 'LiPF6'`);
      expect(rows.map((r) => r.id), keyword).toEqual([90301]);
    }
  });

  it('gives the demo account one completed order of two products, none reviewed yet', async () => {
    const [demo] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.account, DEMO_ACCOUNT.account));
    const own = await t.app.db.select().from(orders).where(eq(orders.userId, demo!.id));
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ status: 'completed' });
    const items = await t.app.db.select().from(orderItems).where(eq(orderItems.orderId, own[0]!.id));
    expect(items).toHaveLength(2);
    expect(own[0]!.goodsAmount).toBe(items.reduce((sum, i) => sum + i.unitPrice * i.quantity, 0));
    const [reviews] = await t.app.db.select({ n: count() }).from(productReviews).where(eq(productReviews.userId, demo!.id));
    expect(reviews!.n).toBe(0);
  });

  it('lets the demo account review what it bought, and only that', async () => {
    const api = authRequests(t.app);
    const { token } = await api.signIn(DEMO_ACCOUNT.account, DEMO_ACCOUNT.password);
    const review = (productId: number) =>
      api.send('POST', '/api/productcomment/comment', { productId, rating: 5, content: 'Dry and pure.' }, { token });
    expect((await review(90301)).statusCode).toBe(200); // lithium hexafluorophosphate, in its seed order
    expect((await review(90302)).statusCode).toBe(403); // LiTFSI, never bought
  });

  it('keeps the seed shoppers from signing in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { account: 'chen.yu@shoppers.labmall.test', password: DEMO_ACCOUNT.password },
    });
    expect(res.statusCode).toBe(400);
    const [sku] = await t.app.db.select({ n: count() }).from(productSkus).where(sql`${productSkus.code} LIKE 'LM-%'`);
    expect(sku!.n).toBeGreaterThan(300);
  });
});
