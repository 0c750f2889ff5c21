import { pointsProducts, pointsStockMovements } from '../../db/schema/points-mall';
import type { Db } from '../../db/types';
import { adjustStockInLedger, readStockLedger, type StockLedger } from '../backoffice-catalogue/stock-ledger';
import type { StaffActor } from '../staff/audit';
import type { PointsLedgerInput, PointsStockInput } from './goods-schemas';

/** A good's stock and its ledger (`points_stock_movements`). */
const GOOD_STOCK: StockLedger<'productId'> = { stocked: pointsProducts, movements: pointsStockMovements, owner: 'productId', auditEntity: 'points_good' };

/**
 * The one way staff change a good's stock, as for the catalogue's SKUs (backoffice-catalogue/stock-ledger.ts:
 * relative, guarded, booked in the ledger), so it composes with an exchange taking units from the same row
 * (points-mall/exchange-repository.ts): neither overwrites the other, and the stock never goes below zero.
 */
export async function adjustPointsStock(db: Db, actor: StaffActor, input: PointsStockInput): Promise<{ stock: number }> {
  return db.transaction((tx) => adjustStockInLedger(tx, GOOD_STOCK, actor, { id: input.productId, delta: input.delta, reason: input.reason, note: input.note }));
}

/** A good's stock ledger, newest first; 404 for an unknown good. */
export const pointsStockLedger = (db: Db, input: PointsLedgerInput) => readStockLedger(db, GOOD_STOCK, input.productId, input);
