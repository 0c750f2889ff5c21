import { asc, eq, sql } from 'drizzle-orm';
import { brands, products, productSkus, scenarioItems, scenarios } from '../../db/schema/products';
import type { Db } from '../../db/types';

const scenarioColumns = {
  id: scenarios.id,
  name: scenarios.name,
  description: scenarios.description,
  image: scenarios.image,
};

/** An item can be bought now: its SKU and product on sale, with stock for the bundle's quantity. */
const itemAvailable = sql`(${productSkus.onSale} AND ${products.status} = 'on_sale' AND ${productSkus.stock} >= ${scenarioItems.quantity})`;

export function createScenarioRepository(db: Db) {
  return {
    /** Every bundle with its totals in one grouped query; the price is integer fen (bigint, read as text). */
    list: () =>
      db
        .select({
          ...scenarioColumns,
          itemCount: sql<number>`count(${scenarioItems.skuId})::int`,
          priceFen: sql<string>`coalesce(sum(${productSkus.price}::bigint * ${scenarioItems.quantity}), 0)`,
          inStock: sql<boolean>`coalesce(bool_and(${itemAvailable}), false)`,
        })
        .from(scenarios)
        .leftJoin(scenarioItems, eq(scenarioItems.scenarioId, scenarios.id))
        .leftJoin(productSkus, eq(productSkus.id, scenarioItems.skuId))
        .leftJoin(products, eq(products.id, productSkus.productId))
        .groupBy(scenarios.id)
        .orderBy(asc(scenarios.sort), asc(scenarios.id)),

    find: async (id: number) => (await db.select(scenarioColumns).from(scenarios).where(eq(scenarios.id, id)))[0],

    items: (id: number) =>
      db
        .select({
          quantity: scenarioItems.quantity,
          sku: {
            id: productSkus.id,
            code: productSkus.code,
            spec: productSkus.spec,
            packageSize: productSkus.packageSize,
            purity: productSkus.purity,
            price: productSkus.price,
            marketPrice: productSkus.marketPrice,
            stock: productSkus.stock,
            maxPerOrder: productSkus.maxPerOrder,
            onSale: productSkus.onSale,
          },
          product: { id: products.id, name: products.name, images: products.images, status: products.status },
          brand: { id: brands.id, name: brands.name },
        })
        .from(scenarioItems)
        .innerJoin(productSkus, eq(productSkus.id, scenarioItems.skuId))
        .innerJoin(products, eq(products.id, productSkus.productId))
        .innerJoin(brands, eq(brands.id, products.brandId))
        .where(eq(scenarioItems.scenarioId, id))
        .orderBy(asc(scenarioItems.sort), asc(scenarioItems.skuId)),
  };
}

export type ScenarioRepository = ReturnType<typeof createScenarioRepository>;
