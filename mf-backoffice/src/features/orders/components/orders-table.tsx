import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatDateTime } from '@labmall/shared/format/date';
import { formatCurrency } from '@labmall/shared/format/currency';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { PageSizeSelect } from '../../../components/page-size-select';
import { ServerPagedTable, type TableColumn } from '../../../components/server-paged-table';
import { ordersParams, useOrders, type OrderSort } from '../api/get-orders';
import { useOrdersUrl } from '../hooks/use-orders-url';
import { OrdersFilter } from './orders-filter';

const COLUMNS: Array<TableColumn<OrderSort>> = [
  ['orderNo', 'backoffice.orders.columns.orderNo'], ['createdAt', 'backoffice.orders.columns.createdAt'], [null, 'backoffice.orders.columns.buyer'],
  [null, 'backoffice.orders.columns.status'], ['payAmount', 'backoffice.orders.columns.payAmount'], [null, 'backoffice.orders.columns.invoiceType'],
  [null, 'backoffice.orders.columns.items'], [null, 'backoffice.orders.labGroup'],
];

/** Every buyer's orders: paged, sorted and filtered by the server, the state in the URL; each number opens the order. */
export function OrdersTable() {
  const { t, i18n } = useTranslation();
  const localize = useLocalizedPath();
  const { query, update } = useOrdersUrl();
  const orders = useOrders(query);
  // A group's name filters the list to that group's orders (the other filters kept), as a link so it opens in a tab too.
  const groupOnly = (id: number) => localize(`/backoffice/orders?${new URLSearchParams(ordersParams({ ...query, page: 1, labGroupId: String(id) }))}`);

  return (
    <>
      <OrdersFilter query={query} onApply={update} />
      <div className="bo-actions">
        <PageSizeSelect label={t('backoffice.orders.pageSize')} pageSize={query.pageSize} onChange={(pageSize) => update({ pageSize })} />
      </div>
      <ServerPagedTable
        list={orders} query={query} onChange={update} columns={COLUMNS}
        captionKey="backoffice.orders.caption" emptyKey="backoffice.orders.empty"
        row={(row) => (
          <tr key={row.orderNo}>
            <th scope="row"><Link to={localize(`/backoffice/order?orderNo=${encodeURIComponent(row.orderNo)}`)}>{row.orderNo}</Link></th>
            <td><time dateTime={row.createdAt}>{formatDateTime(row.createdAt, i18n.language)}</time></td>
            <td>{row.buyerAccount}{row.institution ? <><br /><small>{row.institution}</small></> : null}</td>
            <td>{t(`backoffice.orders.statuses.${row.status}`)}</td>
            <td>{formatCurrency(row.payAmount)}</td>
            <td>{t(`backoffice.orders.invoiceTypes.${row.invoiceType}`)}</td>
            <td>{row.itemCount}</td>
            <td>
              {row.labGroup ? (
                <>
                  <Link to={groupOnly(row.labGroup.id)} aria-label={t('backoffice.orders.labGroupOrdersOf', { name: row.labGroup.name })}>{row.labGroup.name}</Link>
                  {row.labGroup.budgetCode ? <><br /><small>{row.labGroup.budgetCode}</small></> : null}
                </>
              ) : t('backoffice.orders.labGroupPersonal')}
            </td>
          </tr>
        )}
      />
    </>
  );
}
