import { useTranslation } from '@labmall/shared/i18n/react';
import { formatDateTime } from '@labmall/shared/format/date';
import type { PointsOrderDetail } from '../api/points-order-types';
import { statusText } from '../model/status-text';

/** Number, state, points spent and the date of each step taken so far. */
export function OrderOverview({ order }: { order: PointsOrderDetail }) {
  const { t, i18n } = useTranslation();
  const rows: [string, string][] = [
    [t('accountPointsOrders.detail.orderNo'), order.orderNo],
    [t('accountPointsOrders.detail.status'), statusText(t, order.status)],
    [t('accountPointsOrders.detail.pointsAmount'), new Intl.NumberFormat(i18n.language || undefined).format(order.pointsAmount)],
    [t('accountPointsOrders.detail.createdAt'), formatDateTime(order.createdAt, i18n.language)],
  ];
  // Only the steps the order went through: a cancelled order was never shipped.
  const steps = [
    [t('accountPointsOrders.detail.shippedAt'), order.shippedAt],
    [t('accountPointsOrders.detail.completedAt'), order.completedAt],
    [t('accountPointsOrders.detail.cancelledAt'), order.cancelledAt],
  ] as const;
  for (const [label, at] of steps) if (at) rows.push([label, formatDateTime(at, i18n.language)]);
  return (
    <dl className="points-orders-facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
