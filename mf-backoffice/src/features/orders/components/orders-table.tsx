import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatDateTime } from '@labmall/shared/format/date';
import { formatCurrency } from '@labmall/shared/format/currency';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { Pager } from '@labmall/shared/ui/pager';
import { LoadFailed, Loading } from '../../../components/load-state';
import { SortHeader } from '../../../components/sort-header';
import { PAGE_SIZES, useOrders, type OrderSort } from '../api/get-orders';
import { useOrdersUrl } from '../hooks/use-orders-url';
import { OrdersFilter } from './orders-filter';

const COLUMNS: Array<[OrderSort | null, string]> = [
  ['orderNo', 'backoffice.orders.columns.orderNo'], ['createdAt', 'backoffice.orders.columns.createdAt'], [null, 'backoffice.orders.columns.buyer'],
  [null, 'backoffice.orders.columns.status'], ['payAmount', 'backoffice.orders.columns.payAmount'], [null, 'backoffice.orders.columns.invoiceType'],
  [null, 'backoffice.orders.columns.items'],
];

/** Every buyer's orders: paged, sorted and filtered by the server, the state in the URL; each number opens the order. */
export function OrdersTable() {
  const { t, i18n } = useTranslation();
  const localize = useLocalizedPath();
  const { query, update } = useOrdersUrl();
  const orders = useOrders(query);
  const rows = orders.data?.items ?? [];

  return (
    <>
      <OrdersFilter query={query} onApply={update} />
      <div className="bo-actions">
        <label className="bo-field">
          {t('backoffice.orders.pageSize')}
          <select value={query.pageSize} onChange={(event) => update({ pageSize: Number(event.target.value) })}>
            {PAGE_SIZES.map((size) => <option key={size} value={size}>{size}</option>)}
          </select>
        </label>
      </div>
      {orders.error && !orders.data ? <LoadFailed error={orders.error} onRetry={orders.retry} /> : null}
      {orders.loading && !orders.data ? <Loading /> : null}
      {orders.data ? (
        <div className="bo-table-wrap" aria-busy={orders.loading || undefined}>
          <table className="bo-table">
            <caption>{t('backoffice.orders.caption', { total: orders.data.total })}</caption>
            <thead>
              <tr>
                {COLUMNS.map(([column, key]) => column
                  ? <SortHeader key={key} label={t(key)} column={column} sort={query.sort} order={query.order} onSort={(sort, order) => update({ sort: sort as OrderSort, order })} />
                  : <th key={key} scope="col">{t(key)}</th>)}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.orderNo}>
                  <th scope="row"><Link to={localize(`/backoffice/order?orderNo=${encodeURIComponent(row.orderNo)}`)}>{row.orderNo}</Link></th>
                  <td><time dateTime={row.createdAt}>{formatDateTime(row.createdAt, i18n.language)}</time></td>
                  <td>{row.buyerAccount}{row.institution ? <><br /><small>{row.institution}</small></> : null}</td>
                  <td>{t(`backoffice.orders.statuses.${row.status}`)}</td>
                  <td>{formatCurrency(row.payAmount)}</td>
                  <td>{t(`backoffice.orders.invoiceTypes.${row.invoiceType}`)}</td>
                  <td>{row.itemCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length === 0 ? <p role="status">{t('backoffice.orders.empty')}</p> : null}
          <Pager className="bo-pager" page={query.page} lastPage={Math.ceil(orders.data.total / query.pageSize)} total={orders.data.total} onPage={(page) => update({ page })} />
        </div>
      ) : null}
    </>
  );
}
