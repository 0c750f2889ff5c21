import { productSkus } from '../../db/schema/products';
import { stockMovements } from '../../db/schema/stock';
import type { Db } from '../../db/types';
import type { StaffActor } from '../staff/audit';
import { catalogueWrite } from './catalogue-write';
import type { LedgerInput, StockInput } from './sku-schemas';
import { adjustStockInLedger, readStockLedger, type StockLedger } from './stock-ledger';

/** A SKU's stock and its ledger (`stock_movements`). */
const SKU_STOCK: StockLedger<'skuId'> = { stocked: productSkus, movements: stockMovements, owner: 'skuId', auditEntity: 'sku' };

/**
 * The one way staff change a SKU's stock (stock-ledger.ts: relative, guarded, booked in the ledger), so it composes
 * with a checkout taking units from the same row. Then the cached catalogue answers are dropped: the product page
 * shows the new stock at once.
 */
export async function adjustStock(db: Db, actor: StaffActor, input: StockInput): Promise<{ stock: number }> {
  return catalogueWrite(db, (tx) => adjustStockInLedger(tx, SKU_STOCK, actor, { id: input.skuId, delta: input.delta, reason: input.reason, note: input.note }));
}

/** A SKU's stock ledger, newest first; 404 for an unknown SKU. */
export const stockLedger = (db: Db, input: LedgerInput) => readStockLedger(db, SKU_STOCK, input.skuId, input);
