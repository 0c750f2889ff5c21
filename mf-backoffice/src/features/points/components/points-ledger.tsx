import { StockLedgerTable } from '../../../components/stock-ledger-table';
import { getPointsLedger } from '../api/get-points-ledger';

/** A points good's stock ledger, newest first (the table is the console's one for every stock ledger). */
export function PointsLedger({ productId, version }: { productId: number; version: number }) {
  return <StockLedgerTable requestKey={`backoffice-points-ledger|${productId}|${version}`} load={(page) => getPointsLedger(productId, page)} />;
}
