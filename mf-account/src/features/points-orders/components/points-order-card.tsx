import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatDate } from '@labmall/shared/format/date';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import type { PointsOrderSummary } from '../api/points-order-types';
import { statusText } from '../model/status-text';

/** One exchange in the list: number (opens it), date, state, what was exchanged and the points it took. */
export function PointsOrderCard({ order }: { order: PointsOrderSummary }) {
  const { t, i18n } = useTranslation();
  const localize = useLocalizedPath();
  const numbers = new Intl.NumberFormat(i18n.language || undefined);
  return (
    <article className="points-order-card">
      <div className="points-order-head">
        <Link to={localize(`/user/pointsOrderDetail?orderNo=${encodeURIComponent(order.orderNo)}`)}>{order.orderNo}</Link>
        <span className="points-orders-muted">{formatDate(order.createdAt, i18n.language)}</span>
        <span className={`points-order-status points-order-status-${order.status}`}>{statusText(t, order.status)}</span>
      </div>
      <ul className="points-order-lines">
        {order.items.map((item) => (
          <li key={item.productId}>
            {item.image ? <img src={item.image} alt="" width={48} height={48} loading="lazy" decoding="async" /> : <span className="points-order-image" />}
            <span>{item.name}</span>
            <span className="points-orders-muted">× {item.quantity}</span>
          </li>
        ))}
      </ul>
      <p className="points-order-total">
        <span>{t('accountPointsOrders.list.itemCount', { items: numbers.format(order.itemCount) })}</span>
        <strong>{t('accountPointsOrders.pointsSpent', { points: numbers.format(order.pointsAmount) })}</strong>
      </p>
    </article>
  );
}
