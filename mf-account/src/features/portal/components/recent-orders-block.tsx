import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatDate } from '@labmall/shared/format/date';
import { formatPrice } from '@labmall/shared/format/currency';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { useOrderStatusText } from '../../../lib/order-status';
import { useRecentOrders } from '../api/get-recent-orders';
import type { RecentOrder } from '../api/portal-types';
import { PortalBlock } from './portal-block';

const noOrders = (orders: RecentOrder[]) => orders.length === 0;

/** The newest orders as a small table; the order number opens the order. */
export function RecentOrdersBlock() {
  const { t, i18n } = useTranslation();
  const localize = useLocalizedPath();
  const statusText = useOrderStatusText();
  return (
    <PortalBlock
      title={t('accountPortal.recent.title')}
      more={{ to: localize('/user/order'), label: t('accountPortal.orders.all') }}
      request={useRecentOrders()}
      failedText={t('accountPortal.recent.failed')}
      empty={{ when: noOrders, content: <p>{t('accountPortal.recent.empty')}</p> }}
    >
      {(orders) => (
        <div className="portal-table-scroll">
          <table className="portal-table">
            <thead>
              <tr>
                <th scope="col">{t('accountPortal.recent.orderNo')}</th>
                <th scope="col">{t('accountPortal.recent.date')}</th>
                <th scope="col">{t('accountPortal.recent.status')}</th>
                <th scope="col" className="portal-number">{t('accountPortal.recent.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.orderNo}>
                  <td><Link to={localize(`/user/orderDetail?orderNo=${encodeURIComponent(order.orderNo)}`)}>{order.orderNo}</Link></td>
                  <td>{formatDate(order.createdAt, i18n.language)}</td>
                  <td>{statusText(order.status)}</td>
                  <td className="portal-number">{formatPrice(order.payAmount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </PortalBlock>
  );
}
