import { useTranslation } from '@labmall/shared/i18n/react';
import { LineTable } from '../../../components/line-table';
import type { PointsOrderItem } from '../api/points-order-types';

/** What was exchanged: each item with its points per unit, quantity and subtotal, and the order's total. */
export function OrderItemsTable({ items, total, captionId }: { items: PointsOrderItem[]; total: number; captionId: string }) {
  const { t, i18n } = useTranslation();
  const numbers = new Intl.NumberFormat(i18n.language || undefined);
  return (
    <LineTable
      labelledBy={captionId}
      lines={items}
      lineKey={(item) => item.productId}
      columns={[
        {
          header: t('accountPointsOrders.detail.item'),
          cell: (item) => (
            <span className="points-order-item">
              {item.image ? <img src={item.image} alt="" width={48} height={48} loading="lazy" decoding="async" /> : null}
              {item.name}
            </span>
          ),
        },
        { header: t('accountPointsOrders.detail.pointsEach'), numeric: true, cell: (item) => numbers.format(item.points) },
        { header: t('accountPointsOrders.detail.quantity'), numeric: true, cell: (item) => numbers.format(item.quantity) },
        { header: t('accountPointsOrders.detail.subtotal'), numeric: true, cell: (item) => numbers.format(item.points * item.quantity) },
      ]}
      totals={[{ label: t('accountPointsOrders.detail.total'), value: <strong>{numbers.format(total)}</strong> }]}
    />
  );
}
