import { asc, count, inArray } from 'drizzle-orm';
import { allocateLots } from '../../../modules/product-safety/allocate-lots';
import { orders } from '../../schema/orders';
import { hazardStatements, productHazards, productLots, safetyDataSheets } from '../../schema/product-safety';
import { products, productSkus } from '../../schema/products';
import type { Db } from '../../types';
import { localized } from '../category-data';
import { byCas, byName, type Classification } from './hazard-data';
import { hazardStatementData } from './hazard-statements-data';
import { buildLots } from './lot-data';

const SDS_LANGUAGES = ['zh', 'en', 'ja', 'ko'] as const;
const SDS_ISSUED = '2026-01-15';
/** Electrolyte solutions (901, 902) and lithium salts (903) are made in batches with a CoA each. */
const LOT_CATEGORIES = [901, 902, 903];

/**
 * GHS classifications and SDS of the catalogue's chemicals, and batches with CoA results for its
 * electrolytes and salts; then the lots the seed's already shipped orders went out with. Runs once:
 * the statements' table being filled means it has run.
 */
export async function seedProductSafety(db: Db, now = new Date()): Promise<void> {
  if (((await db.select({ n: count() }).from(hazardStatements))[0]?.n ?? 0) > 0) return;
  const catalogue = await db
    .select({ id: products.id, casNumber: products.casNumber, name: products.name, categoryId: products.categoryId, specs: products.specs })
    .from(products)
    .orderBy(asc(products.id));
  const classified = catalogue.flatMap((product) => {
    const classification: Classification | undefined =
      (product.casNumber ? byCas[product.casNumber] : undefined) ?? byName.find((entry) => entry.pattern.test(product.name.en))?.classification;
    return classification ? [{ product, classification }] : [];
  });
  const lotProducts = catalogue.filter((p) => LOT_CATEGORIES.includes(p.categoryId));
  const skus = lotProducts.length === 0 ? [] : await db
    .select({ id: productSkus.id, productId: productSkus.productId, purity: productSkus.purity, sort: productSkus.sort })
    .from(productSkus)
    .where(inArray(productSkus.productId, lotProducts.map((p) => p.id)))
    .orderBy(asc(productSkus.productId), asc(productSkus.sort), asc(productSkus.id));

  await db.transaction(async (tx) => {
    await tx.insert(hazardStatements).values(Object.entries(hazardStatementData).map(([code, names]) => ({ code, text: localized(names) })));
    if (classified.length > 0) {
      await tx.insert(productHazards).values(classified.map(({ product, classification: c }) => ({
        productId: product.id, pictograms: c.pictograms, signalWord: c.signal, hazardCodes: c.codes, unNumber: c.un ?? null,
      })));
      await tx.insert(safetyDataSheets).values(classified.flatMap(({ product }) =>
        SDS_LANGUAGES.map((language) => ({ productId: product.id, language, issuedOn: SDS_ISSUED }))));
    }
    const lots = lotProducts.flatMap((product) => {
      const own = skus.filter((s) => s.productId === product.id).map((s, index) => ({ ...s, index }));
      return buildLots(product, own, now);
    });
    if (lots.length > 0) await tx.insert(productLots).values(lots);
    // The seed's orders that already left the warehouse shipped from the oldest batches.
    const shipped = await tx.select({ id: orders.id }).from(orders)
      .where(inArray(orders.status, ['shipped', 'completed']))
      .orderBy(asc(orders.shippedAt), asc(orders.id));
    for (const order of shipped) await allocateLots(tx, order.id, now.toISOString().slice(0, 10));
  });
}
