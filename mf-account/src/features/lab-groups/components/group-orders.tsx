import { useCallback, useState } from 'react';
import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import { formatDateTime } from '@labmall/shared/format/date';
import { formatPrice } from '@labmall/shared/format/currency';
import { useRequest } from '@labmall/shared/hooks/use-request';
import { useAppStore } from '@labmall/shared/store/app-store';
import { Pager } from '@labmall/shared/ui/pager';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { getGroupOrders } from '../api/get-group-orders';
import { useOrderStatusText, type OrderStatus } from '../../../lib/order-status';

/** The group's orders (owner, finance and approver read them), paged in the component. */
export function GroupOrders({ groupId }: { groupId: number }) {
  const { t, i18n } = useTranslation();
  const localize = useLocalizedPath();
  const statusText = useOrderStatusText();
  const myId = Number(useAppStore((s) => s.auth.user?.id));
  const [page, setPage] = useState(1);
  const load = useCallback((signal: AbortSignal) => getGroupOrders(groupId, page, signal), [groupId, page]);
  const { data, error, loading, retry } = useRequest(`lab-group-orders:${groupId}:${page}`, load);
  return (
    <section aria-labelledby="lab-group-orders" aria-busy={loading || undefined}>
      <h2 id="lab-group-orders">{t('labGroups.orders.title')}</h2>
      {error && !data ? (
        <div role="alert">
          <p>{apiErrorMessage(error, t('labGroups.loadFailed'))}</p>
          <button type="button" className="button" onClick={retry}>{t('labGroups.retry')}</button>
        </div>
      ) : !data ? (
        <p role="status">{t('common.loading')}</p>
      ) : data.items.length === 0 ? (
        <p>{t('labGroups.orders.empty')}</p>
      ) : (
        <>
          <table className="lab-group-table">
            <caption className="visually-hidden">{t('labGroups.orders.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('labGroups.orders.orderNo')}</th>
                <th scope="col">{t('labGroups.orders.buyer')}</th>
                <th scope="col">{t('labGroups.orders.placed')}</th>
                <th scope="col">{t('labGroups.orders.status')}</th>
                <th scope="col">{t('labGroups.orders.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((order) => (
                <tr key={order.orderNo}>
                  {/* The shopper's own order opens with its actions; a colleague's is read through the group, read-only. */}
                  <th scope="row">
                    <Link to={localize(`/user/orderDetail?orderNo=${encodeURIComponent(order.orderNo)}${order.buyerId === myId ? '' : `&labGroup=${groupId}`}`)}>{order.orderNo}</Link>
                  </th>
                  <td>{order.buyerName ?? ''}</td>
                  <td>{formatDateTime(order.createdAt, i18n.language)}</td>
                  <td>{statusText(order.status as OrderStatus)}</td>
                  <td>{formatPrice(order.payAmount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager className="lab-group-pager" page={data.page} lastPage={Math.ceil(data.total / data.pageSize)} total={data.total} onPage={setPage} label={t('labGroups.orders.pages')} />
        </>
      )}
    </section>
  );
}
