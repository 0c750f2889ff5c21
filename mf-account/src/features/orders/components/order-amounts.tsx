import { useId } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatPrice } from '@labmall/shared/format/currency';
import type { OrderDetail } from '../api/order-types';

/** The server's amounts as they are, nothing added up here. */
export function OrderAmounts({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const titleId = useId();
  const less = (amount: number) => (amount > 0 ? `−${formatPrice(amount)}` : formatPrice(0));
  // Paid orders show what was paid, unpaid ones what is due; one never paid (cancelled) shows its total.
  const payLabel = order.paidAt
    ? t('accountOrders.amounts.paid')
    : order.status === 'unpaid'
      ? t('accountOrders.amounts.payable')
      : t('accountOrders.amounts.total');
  return (
    <section className="orders-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('accountOrders.amounts.title')}</h2>
      <dl className="orders-facts orders-amounts">
        <div>
          <dt>{t('accountOrders.amounts.goods')}</dt>
          <dd>{formatPrice(order.goodsAmount)}</dd>
        </div>
        <div>
          <dt>{t('accountOrders.amounts.reduction')}</dt>
          <dd>{less(order.reductionAmount)}</dd>
        </div>
        <div>
          <dt>{t('accountOrders.amounts.coupon')}</dt>
          <dd>{less(order.couponAmount)}</dd>
        </div>
        <div>
          <dt>{t('accountOrders.amounts.shipping')}</dt>
          <dd>{order.shippingAmount > 0 ? formatPrice(order.shippingAmount) : t('accountOrders.amounts.free')}</dd>
        </div>
        <div className="orders-pay-amount">
          <dt>{payLabel}</dt>
          <dd>{formatPrice(order.payAmount)}</dd>
        </div>
        {order.pointsEarned > 0 ? (
          <div>
            <dt>{t('accountOrders.amounts.points')}</dt>
            <dd>{order.pointsEarned}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
