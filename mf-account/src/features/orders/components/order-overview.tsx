import type { Ref } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatDateTime } from '@labmall/shared/format/date';
import { useOrderStatusText } from '../../../lib/order-status';
import type { GroupOrderDetail, OrderDetail } from '../api/order-types';
import { usePaymentMethodText } from '../hooks/use-order-texts';
import { OrderActionBar } from './order-action-bar';
import { OrderTermsFact } from './order-terms';
import { PayCountdown } from './pay-countdown';

interface OrderOverviewProps {
  /** A colleague's order read through the group carries its buyer's name. */
  order: OrderDetail | GroupOrderDetail;
  /** Milliseconds left to pay (unpaid orders), else null. */
  remaining: number | null;
  busy: boolean;
  onCancel: () => void;
  onConfirmReceipt: () => void;
  onBuyAgain: () => void;
  /** The heading takes the focus after an action replaced the button that had it. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The order's number, status, dates, payment method, time left to pay and what the shopper may do now. */
export function OrderOverview({ order, remaining, busy, onCancel, onConfirmReceipt, onBuyAgain, headingRef }: OrderOverviewProps) {
  const { t, i18n } = useTranslation();
  const statusText = useOrderStatusText();
  const methodText = usePaymentMethodText();
  const headingId = `order-${order.orderNo}`;
  // An order on invoice that has left unpaid is paid by bank transfer, never online: no "Pay" for it, whatever is offered.
  const actions = remaining === 0 ? [] : order.terms && order.status !== 'unpaid' ? order.actions.filter((a) => a !== 'pay') : order.actions;
  return (
    <section className="orders-section orders-overview" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>{t('accountOrders.orderNo', { orderNo: order.orderNo })}</h2>
      <dl className="orders-facts">
        <div>
          <dt>{t('accountOrders.detail.status')}</dt>
          <dd><span className={`orders-status orders-status-${order.status}`}>{statusText(order.status)}</span></dd>
        </div>
        <div>
          <dt>{t('accountOrders.detail.placedAt')}</dt>
          <dd><time dateTime={order.createdAt}>{formatDateTime(order.createdAt, i18n.language)}</time></dd>
        </div>
        <div>
          <dt>{t('accountOrders.detail.paymentMethod')}</dt>
          <dd>{methodText(order.paymentMethod)}</dd>
        </div>
        {'buyerName' in order ? (
          <div>
            <dt>{t('accountOrders.detail.orderedBy')}</dt>
            <dd>{order.buyerName || t('accountOrders.detail.colleague')}</dd>
          </div>
        ) : null}
        {order.labGroup ? (
          <div>
            <dt>{t('accountOrders.detail.labGroup')}</dt>
            <dd>{order.labGroup.budgetCode ? t('accountOrders.detail.labGroupBudget', { group: order.labGroup.name, budget: order.labGroup.budgetCode }) : order.labGroup.name}</dd>
          </div>
        ) : null}
        {order.terms ? <OrderTermsFact terms={order.terms} /> : null}
        {order.status === 'unpaid' && order.payDeadline && remaining !== null ? (
          <div>
            <dt>{t('accountOrders.detail.timeLeft')}</dt>
            <dd><PayCountdown deadline={order.payDeadline} remaining={remaining} /></dd>
          </div>
        ) : null}
        {order.note ? (
          <div>
            <dt>{t('accountOrders.detail.note')}</dt>
            <dd>{order.note}</dd>
          </div>
        ) : null}
      </dl>
      <OrderActionBar
        orderNo={order.orderNo} actions={actions} busy={busy}
        onCancel={onCancel} onConfirmReceipt={onConfirmReceipt} onBuyAgain={onBuyAgain}
      />
    </section>
  );
}
