import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/auth';
import type { StockReason } from '../../db/schema/stock';
import type { Db } from '../../db/types';
import { AppError, notFound } from '../../lib/app-error';
import { recordAudit, type StaffActor } from '../staff/audit';

/**
 * Stock that staff change only through a ledger: the catalogue's SKUs (`product_skus` and `stock_movements`) and
 * the points goods (`points_products` and `points_stock_movements`). Both pairs have the same columns under the
 * same names, but for the one naming the stocked row in the ledger (`owner`: skuId, productId).
 */
export interface StockLedger<Owner extends string> {
  stocked: PgTable & { id: PgColumn; stock: PgColumn; updatedAt: PgColumn };
  movements: PgTable & Record<Owner | 'id' | 'delta' | 'reason' | 'note' | 'stockAfter' | 'actorId' | 'createdAt', PgColumn>;
  owner: Owner;
  /** The audit row of an adjustment: `<entity>.stock.adjust`, entity id the stocked row's. */
  auditEntity: string;
}

export interface StockChange { id: number; delta: number; reason: StockReason; note: string }

export interface LedgerRow { id: number; delta: number; reason: StockReason; note: string; stockAfter: number; actorAccount: string | null; createdAt: string }

/**
 * The one way staff change stock, inside the caller's transaction `tx`: a relative, guarded UPDATE (`stock = stock +
 * delta` only while the result stays ≥ 0), its ledger row and its audit row. Relative, so it composes with a
 * checkout or an exchange taking units from the same row at the same moment: both queue on the row lock, neither
 * overwrites the other, and the stock never goes below zero. The version (updated_at) is left alone: stock is not
 * part of what the editors save, so an adjustment never makes an open edit form stale.
 * 404 for an unknown row, 409 where the stock would go below zero.
 */
export async function adjustStockInLedger<Owner extends string>(
  tx: Db, ledger: StockLedger<Owner>, actor: StaffActor, change: StockChange,
): Promise<{ stock: number }> {
  const { stocked } = ledger;
  // Drizzle cannot type a write to a table only known by its columns; the keys are the two tables' own names.
  const [row] = await tx
    .update(stocked)
    .set({ stock: sql`${stocked.stock} + ${change.delta}`, updatedAt: sql`${stocked.updatedAt}` } as never)
    .where(and(eq(stocked.id, change.id), sql`${stocked.stock} + ${change.delta} >= 0`))
    .returning({ stock: stocked.stock });
  if (!row) {
    const [exists] = await tx.select({ id: stocked.id }).from(stocked).where(eq(stocked.id, change.id));
    throw exists ? new AppError(409, 'stockWouldGoNegative') : notFound();
  }
  const stock = row.stock as number;
  const { delta, reason, note } = change;
  await tx.insert(ledger.movements).values({ [ledger.owner]: change.id, delta, reason, note, stockAfter: stock, actorId: actor.id } as never);
  await recordAudit(tx, actor, {
    action: `${ledger.auditEntity}.stock.adjust`,
    entity: ledger.auditEntity,
    entityId: change.id,
    before: { stock: stock - delta },
    after: { stock, delta, reason, note },
  });
  return { stock };
}

/** A stocked row's ledger, newest first, one page of it; 404 for an unknown row. */
export async function readStockLedger<Owner extends string>(db: Db, ledger: StockLedger<Owner>, id: number, paging: { page: number; pageSize: number }) {
  const { stocked, movements } = ledger;
  const movementsTable: PgTable = movements;
  const [known] = await db.select({ id: stocked.id }).from(stocked).where(eq(stocked.id, id));
  if (!known) throw notFound();
  const where = eq(movements[ledger.owner], id);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: movements.id, delta: movements.delta, reason: movements.reason, note: movements.note,
        stockAfter: movements.stockAfter, actorAccount: users.account, createdAt: movements.createdAt,
      })
      .from(movementsTable)
      .leftJoin(users, eq(users.id, movements.actorId))
      .where(where)
      // Ids follow the order the row lock granted the adjustments in, so each stockAfter follows from the one before.
      .orderBy(desc(movements.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.select({ n: count() }).from(movementsTable).where(where),
  ]);
  return {
    items: rows.map((row): LedgerRow => ({ ...(row as Omit<LedgerRow, 'createdAt'>), createdAt: (row.createdAt as Date).toISOString() })),
    total: total?.n ?? 0,
    page: paging.page,
    pageSize: paging.pageSize,
  };
}
