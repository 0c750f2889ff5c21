import { and, count, desc, eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { pointsProducts, pointsStockMovements } from '../../db/schema/points-mall';
import type { StockReason } from '../../db/schema/stock';
import type { Db } from '../../db/types';
import { AppError, notFound } from '../../lib/app-error';
import { recordAudit, type StaffActor } from '../staff/audit';
import type { PointsLedgerInput, PointsStockInput } from './goods-schemas';

/**
 * The one way staff change a good's stock, as for the catalogue's SKUs (backoffice-catalogue/stock.ts): a relative,
 * guarded UPDATE (`stock = stock + delta` only while the result stays ≥ 0) and its ledger row, in one transaction.
 * Relative, so it composes with an exchange taking units from the same row (points-mall/exchange-repository.ts):
 * both queue on the row lock, neither overwrites the other, and the stock never goes below zero. The version
 * (updated_at) is kept: stock is not part of goods/save, so an adjustment never makes an open editor stale.
 */
export async function adjustPointsStock(db: Db, actor: StaffActor, input: PointsStockInput): Promise<{ stock: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(pointsProducts)
      .set({ stock: sql`${pointsProducts.stock} + ${input.delta}`, updatedAt: sql`${pointsProducts.updatedAt}` })
      .where(and(eq(pointsProducts.id, input.productId), sql`${pointsProducts.stock} + ${input.delta} >= 0`))
      .returning({ stock: pointsProducts.stock });
    if (!row) {
      const [exists] = await tx.select({ id: pointsProducts.id }).from(pointsProducts).where(eq(pointsProducts.id, input.productId));
      throw exists ? new AppError(409, 'stockWouldGoNegative') : notFound();
    }
    await tx.insert(pointsStockMovements).values({ productId: input.productId, delta: input.delta, reason: input.reason, note: input.note, stockAfter: row.stock, actorId: actor.id });
    await recordAudit(tx, actor, {
      action: 'points_good.stock.adjust',
      entity: 'points_good',
      entityId: input.productId,
      before: { stock: row.stock - input.delta },
      after: { stock: row.stock, delta: input.delta, reason: input.reason, note: input.note },
    });
    return { stock: row.stock };
  });
}

/** A good's stock ledger, newest first; 404 for an unknown good. */
export async function pointsStockLedger(db: Db, input: PointsLedgerInput) {
  const [good] = await db.select({ id: pointsProducts.id }).from(pointsProducts).where(eq(pointsProducts.id, input.productId));
  if (!good) throw notFound();
  const where = eq(pointsStockMovements.productId, input.productId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: pointsStockMovements.id, delta: pointsStockMovements.delta, reason: pointsStockMovements.reason, note: pointsStockMovements.note,
        stockAfter: pointsStockMovements.stockAfter, actorAccount: users.account, createdAt: pointsStockMovements.createdAt,
      })
      .from(pointsStockMovements)
      .leftJoin(users, eq(users.id, pointsStockMovements.actorId))
      .where(where)
      // Ids follow the order the row lock granted the adjustments in, so each stockAfter follows from the one before.
      .orderBy(desc(pointsStockMovements.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(pointsStockMovements).where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...row, reason: row.reason as StockReason, createdAt: row.createdAt.toISOString() })),
    total: total?.n ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}
