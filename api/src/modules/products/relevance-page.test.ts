import { and, asc, desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/products';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import { filterWhere, listable } from './filter-sql';
import { createProductRepository } from './repository';
import { exactCodeMatch, indexedKeywordMatch, keywordOf, productNameHolds, relevanceOrder, searchTextHolds, withTypos } from './keyword-sql';
import { relevancePage, SCORED_PER_GROUP } from './relevance-page';

describe.each(drivers)('relevance pages on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(driver);
  });
  afterAll(() => t.close());

  // Words of three letters or more go through the trigram index of search_text, shorter ones through search_doubled's:
  // either way a product matches exactly when its search text holds every word.
  it.each(['li', 'lithium', '隔膜', '电解液', 'copper foil', 'lm-0', 'a-b', 'ion', 'e', '21324-40-3', 'lipf6 锂', '100%', 'x_y'])(
    'matches exactly the products whose search text holds every word of %j',
    async (raw) => {
      const keyword = keywordOf(raw);
      const found = await t.app.db.select({ id: products.id }).from(products).where(and(listable, indexedKeywordMatch(keyword)));
      const listed = await t.app.db.select({ id: products.id, text: products.searchText }).from(products).where(listable);
      const holders = listed.filter((row) => keyword.terms.every((term) => row.text.includes(term.text))).map((row) => row.id);
      expect(found.map((row) => row.id).sort((a, b) => a - b)).toEqual(holders.sort((a, b) => a - b));
    },
  );

  // The plain ORDER BY it stands in for: every page must come out exactly the same.
  it.each(['li', 'lithium', 'lithum', '隔膜', 'copper foil', 'lm-0', 'glove', 'ion', '电池'])('gives the pages of the full ORDER BY for %j', async (raw) => {
    const keyword = await withTypos(t.app.db, keywordOf(raw));
    const where = and(listable, indexedKeywordMatch(keyword))!;
    const db = t.app.db;
    {
      const all = await db.select({ id: products.id }).from(products).where(where).orderBy(...relevanceOrder(keyword), desc(products.sales), asc(products.id));
      const ids = all.map((row) => row.id);
      for (const [limit, offset] of [[8, 0], [20, 0], [5, 5], [7, 20], [20, 40], [100, 0]] as const) {
        expect(await relevancePage(db, where, keyword, limit, offset), `${limit}@${offset}`).toEqual(ids.slice(offset, offset + limit));
      }
    }
  });

  // A group larger than SCORED_PER_GROUP: closeness orders its best sellers, sales the rest (what 100k products need).
  it('orders only the best sellers of a large group by closeness, the rest by sales', async () => {
    const keyword = keywordOf('e');
    const where = and(listable, indexedKeywordMatch(keyword))!;
    const ranked = t.app.db
      .select({
        id: products.id,
        sales: products.sales,
        similarity: sql<number>`word_similarity(${keyword.text}::text, ${products.searchText})`.as('similarity'),
        k: sql<string>`concat_ws(',', ${exactCodeMatch(keyword)}, ${productNameHolds(keyword)}, ${searchTextHolds(keyword.pattern)})`.as('k'),
      })
      .from(products)
      .where(where)
      .as('ranked');
    const numbered = t.app.db
      .select({ id: ranked.id, sales: ranked.sales, similarity: ranked.similarity, k: ranked.k, rn: sql<number>`row_number() OVER (PARTITION BY ${ranked.k} ORDER BY ${ranked.sales} DESC, ${ranked.id})`.as('rn') })
      .from(ranked)
      .as('numbered');
    const rows = await t.app.db
      .select({ id: numbered.id, k: numbered.k })
      .from(numbered)
      .orderBy(
        desc(numbered.k),
        sql`${numbered.rn} > ${SCORED_PER_GROUP}`,
        sql`CASE WHEN ${numbered.rn} <= ${SCORED_PER_GROUP} THEN ${numbered.similarity} END DESC`,
        desc(numbered.sales),
        asc(numbered.id),
      );
    const groupSizes = new Map<string, number>();
    for (const row of rows) groupSizes.set(row.k, (groupSizes.get(row.k) ?? 0) + 1);
    const largest = Math.max(...groupSizes.values());
    expect(largest).toBeGreaterThan(SCORED_PER_GROUP);
    const ids = rows.map((row) => row.id);
    for (const [limit, offset] of [[20, 0], [20, 120], [30, 110], [20, 300]] as const) {
      expect(await relevancePage(t.app.db, where, keyword, limit, offset), `${limit}@${offset}`).toEqual(ids.slice(offset, offset + limit));
    }
  });

  it.each(['lithium', 'li', '隔膜', 'lithum', 'glove'])('counts the total and facets of %j in one read as the full queries do', async (raw) => {
    const keyword = await withTypos(t.app.db, keywordOf(raw));
    const filter = { keyword };
    const queries = createProductRepository(t.app.db);
    const summary = await queries.relevanceSummary(filterWhere(filter), keyword, 20);
    expect(summary.total).toBe(await queries.total(filterWhere(filter)));
    expect(summary).toMatchObject({ brands: await queries.brandFacets(filter), price: await queries.priceFacet(filter) });
  });

  // Against the SKUs themselves: the listed price is kept by triggers, and the list reads nothing else.
  it.each([1, 2, 101, 903])('lists category %i in sales and price order, by its SKUs on sale', async (categoryId) => {
    const rows = await t.app.db.execute(sql`SELECT p.id, p.sales, min(s.price) AS price FROM products p JOIN product_skus s ON s.product_id = p.id AND s.on_sale
      JOIN categories c ON c.id = p.category_id WHERE p.status = 'on_sale' AND (c.id = ${categoryId} OR c.parent_id = ${categoryId}) GROUP BY p.id`);
    const listed = (rows as unknown as { rows: { id: number; sales: number; price: number }[] }).rows.map((r) => ({ ...r, price: Number(r.price) }));
    const orders = {
      sales: (a: (typeof listed)[0], b: (typeof listed)[0]) => b.sales - a.sales || a.id - b.id,
      price_asc: (a: (typeof listed)[0], b: (typeof listed)[0]) => a.price - b.price || a.id - b.id,
      price_desc: (a: (typeof listed)[0], b: (typeof listed)[0]) => b.price - a.price || a.id - b.id,
    };
    for (const sort of ['sales', 'price_asc', 'price_desc'] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/product/page-get-products', payload: { categoryId, sort, page: 2, pageSize: 7 } });
      const page = res.json<{ data: { total: number; items: { id: number }[] } }>().data;
      expect(page.items.map((p) => p.id), sort).toEqual([...listed].sort(orders[sort]).slice(7, 14).map((p) => p.id));
      expect(page.total).toBe(listed.length);
    }
  });
});
