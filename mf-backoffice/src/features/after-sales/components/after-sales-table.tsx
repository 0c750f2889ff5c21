import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatDateTime } from '@labmall/shared/format/date';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { Pager } from '@labmall/shared/ui/pager';
import { LoadFailed, Loading } from '../../../components/load-state';
import { SortHeader } from '../../../components/sort-header';
import { PAGE_SIZES, useAfterSalesList, type AfterSalesSort } from '../api/get-after-sales-list';
import { useAfterSalesUrl } from '../hooks/use-after-sales-url';
import { AfterSalesFilter } from './after-sales-filter';
import { useAfterSalesStatusText, useAfterSalesTypeText } from './after-sales-status';

const COLUMNS: Array<[AfterSalesSort | null, string]> = [
  ['requestNo', 'backoffice.afterSales.columns.requestNo'], [null, 'backoffice.afterSales.columns.shopper'], [null, 'backoffice.afterSales.columns.type'],
  ['status', 'backoffice.afterSales.columns.status'], [null, 'backoffice.afterSales.columns.photos'], ['createdAt', 'backoffice.afterSales.columns.createdAt'],
  ['statusChangedAt', 'backoffice.afterSales.columns.changedAt'],
];

/** The after-sales queue: paged, sorted and filtered by the server, the state in the URL. */
export function AfterSalesTable() {
  const { t, i18n } = useTranslation();
  const localize = useLocalizedPath();
  const statusText = useAfterSalesStatusText();
  const typeText = useAfterSalesTypeText();
  const { query, update } = useAfterSalesUrl();
  const list = useAfterSalesList(query);
  const rows = list.data?.items ?? [];
  const when = (at: string | null) => (at ? <time dateTime={at}>{formatDateTime(at, i18n.language)}</time> : '—');
  return (
    <>
      <AfterSalesFilter query={query} onApply={update} />
      <div className="bo-actions">
        <label className="bo-field">
          {t('backoffice.afterSales.pageSize')}
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
            <caption>{t('backoffice.afterSales.caption', { total: list.data.total })}</caption>
            <thead>
              <tr>
                {COLUMNS.map(([column, key]) => column
                  ? <SortHeader key={key} label={t(key)} column={column} sort={query.sort} order={query.order} onSort={(sort, order) => update({ sort: sort as AfterSalesSort, order })} />
                  : <th key={key} scope="col">{t(key)}</th>)}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.requestNo}>
                  <th scope="row">
                    <Link to={localize(`/backoffice/after-sales-request?requestNo=${encodeURIComponent(row.requestNo)}`)}>{row.requestNo}</Link>
                    <br /><small>{t('backoffice.afterSales.orderNo', { orderNo: row.orderNo })}</small>
                  </th>
                  <td>{row.account}</td>
                  <td>{typeText(row.type)}</td>
                  <td>{statusText(row.status)}</td>
                  <td>{row.photoCount}</td>
                  <td>{when(row.createdAt)}</td>
                  <td>{when(row.statusChangedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length === 0 ? <p role="status">{t('backoffice.afterSales.empty')}</p> : null}
          <Pager className="bo-pager" page={query.page} lastPage={Math.ceil(list.data.total / query.pageSize)} total={list.data.total} onPage={(page) => update({ page })} />
        </div>
      ) : null}
    </>
  );
}
