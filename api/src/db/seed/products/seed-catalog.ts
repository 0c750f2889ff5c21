import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { orders } from '../../schema/orders';
import {
  brands,
  homeBanners,
  hotWords,
  productCollocations,
  productReviews,
  products,
  productSkus,
  scenarioItems,
  scenarios,
} from '../../schema/products';
import type { Db } from '../../types';
import { buildCatalog, type CatalogSeed } from './build-catalog';
import { insertRows, skusExist, syncSequence } from './insert-rows';
import { insertOrdersAndReviews, unusablePasswordHash } from './seed-orders';

const isEmpty = async (db: Db, table: PgTable) => ((await db.select({ n: count() }).from(table))[0]?.n ?? 0) === 0;

async function insertProducts(tx: Db, data: CatalogSeed) {
  await insertRows(tx, brands, data.brands);
  await insertRows(tx, products, data.products);
  await insertRows(tx, productSkus, data.skus);
  await insertRows(tx, productCollocations, data.collocations);
  for (const table of ['brands', 'products', 'product_skus'] as const) await syncSequence(tx, table);
}

async function insertScenarios(tx: Db, data: CatalogSeed) {
  await insertRows(tx, scenarios, data.scenarios);
  await insertRows(tx, scenarioItems, data.scenarioItems);
  await syncSequence(tx, 'scenarios');
}

/**
 * The starting catalogue (DESIGN §6): brands, products, SKUs and links; bundles; home banners and hot
 * words; seed shoppers' orders and reviews. Each part fills only its own empty tables, so an operator's
 * data is never overwritten and a second run adds nothing. Bundles and orders are added only when the
 * seed's SKUs are there. `now` anchors launch, order and review dates.
 */
export async function seedCatalog(db: Db, now = new Date()): Promise<void> {
  const empty = {
    catalog: (await isEmpty(db, products)) && (await isEmpty(db, brands)),
    scenarios: await isEmpty(db, scenarios),
    banners: await isEmpty(db, homeBanners),
    hotWords: await isEmpty(db, hotWords),
    orders: (await isEmpty(db, orders)) && (await isEmpty(db, productReviews)),
  };
  if (!Object.values(empty).some(Boolean)) return;
  const data = buildCatalog(now);
  // Hashed before the transaction: PGlite has one connection, and argon2 takes a while.
  const passwordHash = empty.orders ? await unusablePasswordHash() : '';
  await db.transaction(async (tx) => {
    if (empty.catalog) await insertProducts(tx, data);
    if (empty.scenarios && (await skusExist(tx, data.scenarioItems.map((i) => i.skuId)))) await insertScenarios(tx, data);
    if (empty.banners) {
      await insertRows(tx, homeBanners, data.banners);
      await syncSequence(tx, 'home_banners');
    }
    if (empty.hotWords) {
      await insertRows(tx, hotWords, data.hotWords);
      await syncSequence(tx, 'hot_words');
    }
    const orderSkus = data.orders.flatMap((o) => o.items.map((i) => i.skuId));
    if (empty.orders && (await skusExist(tx, orderSkus))) await insertOrdersAndReviews(tx, data, passwordHash);
  });
}
