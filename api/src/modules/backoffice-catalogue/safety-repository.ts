import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { hazardStatements, productHazards, productLots, safetyDataSheets, type ProductLotRow } from '../../db/schema/product-safety';
import { products, productSkus } from '../../db/schema/products';
import type { Db } from '../../db/types';
import type { HazardSaveInput, LotSaveInput } from './safety-schemas';

type LotFields = Pick<ProductLotRow, 'lotNumber' | 'manufacturedOn' | 'expiresOn' | 'results'>;
const lotFields = (input: LotSaveInput): LotFields => ({
  lotNumber: input.lotNumber,
  manufacturedOn: input.manufacturedOn,
  expiresOn: input.expiresOn,
  results: input.results,
});

/** GHS label data, SDS revisions and lots, as staff edit them (the shop's reads are in modules/product-safety). */
export function createSafetyAdminRepository(db: Db) {
  return {
    statements: () => db.select().from(hazardStatements).orderBy(asc(hazardStatements.code)),

    async knownCodes(codes: string[]): Promise<number> {
      if (codes.length === 0) return 0;
      const rows = await db.select({ code: hazardStatements.code }).from(hazardStatements).where(inArray(hazardStatements.code, codes));
      return rows.length;
    },

    async productExists(id: number) {
      const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
      return row !== undefined;
    },

    async hazard(productId: number) {
      const [row] = await db.select().from(productHazards).where(eq(productHazards.productId, productId));
      return row;
    },

    async saveHazard(input: HazardSaveInput) {
      const fields = { pictograms: input.pictograms, signalWord: input.signalWord, hazardCodes: input.hazardCodes, unNumber: input.unNumber };
      const [row] = await db
        .insert(productHazards)
        .values({ productId: input.productId, ...fields })
        .onConflictDoUpdate({ target: productHazards.productId, set: { ...fields, updatedAt: sql`now()` } })
        .returning();
      return row!;
    },

    async deleteHazard(productId: number) {
      const [row] = await db.delete(productHazards).where(eq(productHazards.productId, productId)).returning();
      return row;
    },

    /** A new classification is a new revision of every sheet (the PDF cache keys on it, so none is served stale). */
    async reviseSheets(productId: number): Promise<void> {
      await db
        .update(safetyDataSheets)
        .set({ revision: sql`${safetyDataSheets.revision} + 1`, issuedOn: sql`current_date` })
        .where(eq(safetyDataSheets.productId, productId));
    },

    async skuExists(id: number) {
      const [row] = await db.select({ id: productSkus.id }).from(productSkus).where(eq(productSkus.id, id));
      return row !== undefined;
    },

    async lot(id: number) {
      const [row] = await db.select().from(productLots).where(eq(productLots.id, id));
      return row;
    },

    async lotNumberTaken(lotNumber: string, exceptId?: number): Promise<boolean> {
      const [row] = await db.select({ id: productLots.id }).from(productLots).where(eq(productLots.lotNumber, lotNumber));
      return row !== undefined && row.id !== exceptId;
    },

    /** A new lot has shipped nothing: all of it remains. */
    async insertLot(input: LotSaveInput) {
      const [row] = await db.insert(productLots).values({ ...lotFields(input), skuId: input.skuId, quantity: input.quantity, remaining: input.quantity }).returning();
      return row!;
    },

    /**
     * A changed quantity moves `remaining` by the same amount, relative to what is stored (a shipment allocating
     * from the lot meanwhile is kept); undefined when that would leave less than nothing, i.e. below what shipped.
     */
    async updateLot(input: LotSaveInput & { id: number }) {
      const change = sql`${input.quantity} - ${productLots.quantity}`;
      const [row] = await db
        .update(productLots)
        .set({ ...lotFields(input), quantity: input.quantity, remaining: sql`${productLots.remaining} + ${change}` })
        .where(and(eq(productLots.id, input.id), eq(productLots.skuId, input.skuId), sql`${productLots.remaining} + ${change} >= 0`))
        .returning();
      return row;
    },
  };
}
