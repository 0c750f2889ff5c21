import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatDateTime } from '@labmall/shared/format/date';
import { formatCurrency } from '@labmall/shared/format/currency';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { Pager } from '@labmall/shared/ui/pager';
import { LoadFailed, Loading } from '../../../components/load-state';
import { SortHeader } from '../../../components/sort-header';
import { PAGE_SIZES, useQuotations, type QuotationSort } from '../api/get-quotations';
import { useQuotationsUrl } from '../hooks/use-quotations-url';
import { QuotationsFilter } from './quotations-filter';
import { useQuotationStatusText } from './quotation-status';

const COLUMNS: Array<[QuotationSort | null, string]> = [
  ['quoteNo', 'backoffice.quotations.columns.quoteNo'], [null, 'backoffice.quotations.columns.buyer'], [null, 'backoffice.quotations.columns.status'],
  [null, 'backoffice.quotations.columns.lines'], ['totalAmount', 'backoffice.quotations.columns.total'], ['wantedDate', 'backoffice.quotations.columns.wantedDate'],
  ['createdAt', 'backoffice.quotations.columns.createdAt'],
];

/** The queue of quotations: paged, sorted and filtered by the server, the state in the URL. */
export function QuotationsTable() {
  const { t, i18n } = useTranslation();
  const localize = useLocalizedPath();
  const statusText = useQuotationStatusText();
  const { query, update } = useQuotationsUrl();
  const list = useQuotations(query);
  const rows = list.data?.items ?? [];
  return (
    <>
      <QuotationsFilter query={query} onApply={update} />
      <div className="bo-actions">
        <label className="bo-field">
          {t('backoffice.quotations.pageSize')}
          <select value={query.pageSize} onChange={(event) => update({ pageSize: Number(event.target.value) })}>
            {PAGE_SIZES.map((size) => <option key={size} value={size}>{size}</option>)}
          </select>
        </label>
      </div>
      {list.error && !list.data ? <LoadFailed error={list.error} onRetry={list.retry} /> : null}
      {list.loading && !list.data ? <Loading /> : null}
      {list.data ? (
        <div className="bo-table-wrap" aria-busy={list.loading || undefined}>
          <table className="bo-table">
            <caption>{t('backoffice.quotations.caption', { total: list.data.total })}</caption>
            <thead>
              <tr>
                {COLUMNS.map(([column, key]) => column
                  ? <SortHeader key={key} label={t(key)} column={column} sort={query.sort} order={query.order} onSort={(sort, order) => update({ sort: sort as QuotationSort, order })} />
                  : <th key={key} scope="col">{t(key)}</th>)}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.quoteNo}>
                  <th scope="row"><Link to={localize(`/backoffice/quotation?quoteNo=${encodeURIComponent(row.quoteNo)}`)}>{row.quoteNo}</Link></th>
                  <td>{row.institution}<br /><small>{row.buyerAccount}</small></td>
                  <td>{statusText(row.status)}{row.validUntil ? <><br /><small>{t('backoffice.quotations.validUntil', { date: row.validUntil })}</small></> : null}</td>
                  <td>{row.lineCount}</td>
                  <td>{row.totalAmount === null ? '—' : formatCurrency(row.totalAmount)}</td>
                  <td>{row.wantedDate}</td>
                  <td><time dateTime={row.createdAt}>{formatDateTime(row.createdAt, i18n.language)}</time></td>
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length === 0 ? <p role="status">{t('backoffice.quotations.empty')}</p> : null}
          <Pager className="bo-pager" page={query.page} lastPage={Math.ceil(list.data.total / query.pageSize)} total={list.data.total} onPage={(page) => update({ page })} />
        </div>
      ) : null}
    </>
  );
}
