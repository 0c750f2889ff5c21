import { and, count, desc, eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { productSkus } from '../../db/schema/products';
import { stockMovements } from '../../db/schema/stock';
import type { Db } from '../../db/types';
import { AppError, notFound } from '../../lib/app-error';
import { recordAudit, type StaffActor } from '../staff/audit';
import { catalogueWrite } from './catalogue-write';
import type { LedgerInput, StockInput } from './sku-schemas';

/**
 * The one way staff change stock: a relative, guarded UPDATE (`stock = stock + delta` only while the result stays
 * ≥ 0) and its ledger row, in one transaction. Relative, so it composes with a checkout taking units from the same
 * row at the same moment: no lost update, never below zero. The SKU's version (updated_at) is left alone: stock
 * is not part of what sku/save edits, so an adjustment never makes an open edit form stale.
 */
export async function adjustStock(db: Db, actor: StaffActor, input: StockInput): Promise<{ stock: number }> {
  return catalogueWrite(db, async (tx) => {
    const [row] = await tx
      .update(productSkus)
      .set({ stock: sql`${productSkus.stock} + ${input.delta}`, updatedAt: sql`${productSkus.updatedAt}` })
      .where(and(eq(productSkus.id, input.skuId), sql`${productSkus.stock} + ${input.delta} >= 0`))
      .returning({ stock: productSkus.stock });
    if (!row) {
      const [exists] = await tx.select({ id: productSkus.id }).from(productSkus).where(eq(productSkus.id, input.skuId));
      throw exists ? new AppError(409, 'stockWouldGoNegative') : notFound();
    }
    await tx.insert(stockMovements).values({ skuId: input.skuId, delta: input.delta, reason: input.reason, note: input.note, stockAfter: row.stock, actorId: actor.id });
    await recordAudit(tx, actor, {
      action: 'sku.stock.adjust',
      entity: 'sku',
      entityId: input.skuId,
      before: { stock: row.stock - input.delta },
      after: { stock: row.stock, delta: input.delta, reason: input.reason, note: input.note },
    });
    return { stock: row.stock };
  });
}

/** A SKU's stock ledger, newest first; 404 for an unknown SKU. */
export async function stockLedger(db: Db, input: LedgerInput) {
  const [sku] = await db.select({ id: productSkus.id }).from(productSkus).where(eq(productSkus.id, input.skuId));
  if (!sku) throw notFound();
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: stockMovements.id,
        delta: stockMovements.delta,
        reason: stockMovements.reason,
        note: stockMovements.note,
        stockAfter: stockMovements.stockAfter,
        actorAccount: users.account,
        createdAt: stockMovements.createdAt,
      })
      .from(stockMovements)
      .leftJoin(users, eq(users.id, stockMovements.actorId))
      .where(eq(stockMovements.skuId, input.skuId))
      // Ids follow the order the row lock granted the adjustments in, so each stockAfter follows from the one before.
      .orderBy(desc(stockMovements.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(stockMovements).where(eq(stockMovements.skuId, input.skuId)),
  ]);
  return {
    items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: total?.n ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}
