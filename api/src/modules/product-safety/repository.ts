import { asc, eq, inArray } from 'drizzle-orm';
import { orderItems } from '../../db/schema/orders';
import { hazardStatements, orderItemLots, productHazards, productLots, safetyDataSheets } from '../../db/schema/product-safety';
import { productSkus, products } from '../../db/schema/products';
import type { Db } from '../../db/types';

/** The reads of safety data sheets and certificates: a product's classification, its sheets, a lot, an order's lots. */
export function createSafetyRepository(db: Db) {
  return {
    /** The classification with its statements' texts, and the SDS languages; both empty for equipment. */
    async productSafety(productId: number) {
      const [[hazard], sheets] = await Promise.all([
        db.select().from(productHazards).where(eq(productHazards.productId, productId)),
        db.select().from(safetyDataSheets).where(eq(safetyDataSheets.productId, productId)).orderBy(asc(safetyDataSheets.language)),
      ]);
      const statements = hazard && hazard.hazardCodes.length > 0
        ? await db.select().from(hazardStatements).where(inArray(hazardStatements.code, hazard.hazardCodes))
        : [];
      return { hazard, statements, sheets };
    },

    /** What the SDS names: the product, its SKU codes. */
    async productForSheet(productId: number) {
      const [product] = await db
        .select({ id: products.id, name: products.name, casNumber: products.casNumber, formula: products.formula, status: products.status })
        .from(products)
        .where(eq(products.id, productId));
      if (!product) return undefined;
      const skus = await db.select({ code: productSkus.code, purity: productSkus.purity }).from(productSkus)
        .where(eq(productSkus.productId, productId)).orderBy(asc(productSkus.sort), asc(productSkus.id));
      return { ...product, skus };
    },

    /** A lot by its stored (normalised) number, with the SKU and product it belongs to. */
    async findLot(lotNumber: string) {
      const [row] = await db
        .select({
          lot: productLots,
          sku: { id: productSkus.id, code: productSkus.code, spec: productSkus.spec, packageSize: productSkus.packageSize, purity: productSkus.purity },
          product: { id: products.id, name: products.name, casNumber: products.casNumber, formula: products.formula },
        })
        .from(productLots)
        .innerJoin(productSkus, eq(productSkus.id, productLots.skuId))
        .innerJoin(products, eq(products.id, productSkus.productId))
        .where(eq(productLots.lotNumber, lotNumber));
      return row;
    },

    /** The lots each line of an order shipped from, keyed by the line's SKU. */
    async lotsOfOrder(orderId: number) {
      const rows = await db
        .select({ skuId: orderItems.skuId, lotNumber: productLots.lotNumber, quantity: orderItemLots.quantity })
        .from(orderItemLots)
        .innerJoin(orderItems, eq(orderItems.id, orderItemLots.orderItemId))
        .innerJoin(productLots, eq(productLots.id, orderItemLots.lotId))
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItemLots.orderItemId), asc(productLots.manufacturedOn), asc(productLots.id));
      const bySku = new Map<number, Array<{ lotNumber: string; quantity: number }>>();
      for (const row of rows) bySku.set(row.skuId, [...(bySku.get(row.skuId) ?? []), { lotNumber: row.lotNumber, quantity: row.quantity }]);
      return bySku;
    },
  };
}

export type SafetyRepository = ReturnType<typeof createSafetyRepository>;
