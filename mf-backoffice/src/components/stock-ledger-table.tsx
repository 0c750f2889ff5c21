import { useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatDateTime } from '@labmall/shared/format/date';
import { Pager } from '@labmall/shared/ui/pager';
import { useRequest } from '@labmall/shared/hooks/use-request';
import type { LedgerEntry } from '../lib/stock-ledger';
import { LoadFailed, Loading } from './load-state';

type LedgerPage = { items: LedgerEntry[]; total: number; pageSize: number };

/**
 * A stock ledger (a SKU's or a points good's), newest first: every change with its reason, who made it and the stock
 * after it. `load` is the feature's call for one page; `requestKey` names the ledger (and its version) in the cache.
 */
export function StockLedgerTable({ requestKey, load }: { requestKey: string; load: (page: number) => Promise<LedgerPage> }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const ledger = useRequest(`${requestKey}|${page}`, () => load(page));
  if (ledger.error && !ledger.data) return <LoadFailed error={ledger.error} onRetry={ledger.retry} />;
  if (!ledger.data) return <Loading />;
  return (
    <div className="bo-table-wrap">
      <table className="bo-table">
        <caption>{t('backoffice.stock.ledger')}</caption>
        <thead>
          <tr>
            {['at', 'delta', 'reason', 'stockAfter', 'actor', 'note'].map((c) => <th key={c} scope="col">{t(`backoffice.stock.columns.${c}`)}</th>)}
          </tr>
        </thead>
        <tbody>
          {ledger.data.items.map((entry) => (
            <tr key={entry.id}>
              <td><time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, i18n.language)}</time></td>
              <td>{entry.delta > 0 ? `+${entry.delta}` : entry.delta}</td>
              <td>{t(`backoffice.stock.reasons.${entry.reason}`, { defaultValue: entry.reason })}</td>
              <td>{entry.stockAfter}</td>
              <td>{entry.actorAccount ?? '—'}</td>
              <td>{entry.note}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {ledger.data.items.length === 0 ? <p>{t('backoffice.stock.ledgerEmpty')}</p> : null}
      <Pager className="bo-pager" page={page} lastPage={Math.ceil(ledger.data.total / (ledger.data.pageSize || 20))} total={ledger.data.total} onPage={setPage} />
    </div>
  );
}
