import { useTranslation } from '@labmall/shared/i18n/react';
import type { PointsOrderItem } from '../api/points-order-types';

/** What was exchanged: each item with its points per unit, quantity and subtotal, and the order's total. */
export function OrderItemsTable({ items, total, captionId }: { items: PointsOrderItem[]; total: number; captionId: string }) {
  const { t, i18n } = useTranslation();
  const numbers = new Intl.NumberFormat(i18n.language || undefined);
  return (
    <div className="points-orders-table-scroll">
      <table className="points-orders-table" aria-labelledby={captionId}>
        <thead>
          <tr>
            <th scope="col">{t('accountPointsOrders.detail.item')}</th>
            <th scope="col" className="points-orders-number">{t('accountPointsOrders.detail.pointsEach')}</th>
            <th scope="col" className="points-orders-number">{t('accountPointsOrders.detail.quantity')}</th>
            <th scope="col" className="points-orders-number">{t('accountPointsOrders.detail.subtotal')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.productId}>
              <td>
                <span className="points-order-item">
                  {item.image ? <img src={item.image} alt="" width={48} height={48} loading="lazy" decoding="async" /> : null}
                  {item.name}
                </span>
              </td>
              <td className="points-orders-number">{numbers.format(item.points)}</td>
              <td className="points-orders-number">{numbers.format(item.quantity)}</td>
              <td className="points-orders-number">{numbers.format(item.points * item.quantity)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>{t('accountPointsOrders.detail.total')}</th>
            <td className="points-orders-number"><strong>{numbers.format(total)}</strong></td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
