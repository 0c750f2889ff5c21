import { StockLedgerTable } from '../../../components/stock-ledger-table';
import { getStockLedger } from '../api/get-stock-ledger';

/** A SKU's stock ledger, newest first (the table is the console's one for every stock ledger). */
export function StockLedger({ skuId, version }: { skuId: number; version: number }) {
  return <StockLedgerTable requestKey={`backoffice-ledger|${skuId}|${version}`} load={(page) => getStockLedger(skuId, page)} />;
}
