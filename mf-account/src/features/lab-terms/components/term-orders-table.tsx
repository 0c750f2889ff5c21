import { useTranslation } from '@labmall/shared/i18n/react';
import { formatPrice } from '@labmall/shared/format/currency';
import { formatDate } from '@labmall/shared/format/date';
import type { OpenTermOrder } from '../../../lib/group-terms/terms-types';

/**
 * The group's term orders not paid yet (owners and finance), soonest due first, an overdue one badged. Order numbers are
 * not links: the order page opens the shopper's own orders only, and these are the group's.
 */
export function TermOrdersTable({ orders }: { orders: OpenTermOrder[] }) {
  const { t, i18n } = useTranslation();
  if (orders.length === 0) return <p>{t('labTerms.noOrders')}</p>;
  return (
    <table className="lab-terms-orders">
      <caption>{t('labTerms.ordersCaption', { number: orders.length })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('labTerms.columns.orderNo')}</th>
          <th scope="col">{t('labTerms.columns.buyer')}</th>
          <th scope="col">{t('labTerms.columns.amount')}</th>
          <th scope="col">{t('labTerms.columns.placed')}</th>
          <th scope="col">{t('labTerms.columns.due')}</th>
          <th scope="col">{t('labTerms.columns.state')}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.orderNo}>
            <th scope="row">{order.orderNo}</th>
            <td>{order.buyerName}</td>
            <td>{formatPrice(order.amount)}</td>
            <td>{formatDate(order.placedAt, i18n.language)}</td>
            <td>{order.dueAt ? formatDate(order.dueAt, i18n.language) : ''}</td>
            <td>
              {order.overdue
                ? <span className="lab-terms-badge lab-terms-overdue">{t('labTerms.overdue')}</span>
                : t('labTerms.notDue')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
