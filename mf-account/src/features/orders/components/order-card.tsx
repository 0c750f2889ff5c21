import { useId } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatDateTime } from '@labmall/shared/format/date';
import { formatPrice } from '@labmall/shared/format/currency';
import { useOrderStatusText } from '../../../lib/order-status';
import type { OrderSummary } from '../api/order-types';
import { OrderActionBar } from './order-action-bar';
import { OrderCardLines } from './order-card-lines';
import { useTermsDueText } from './order-terms';

interface OrderCardProps {
  order: OrderSummary;
  busy: boolean;
  onCancel: (orderNo: string) => void;
  onConfirmReceipt: (orderNo: string) => void;
  onBuyAgain: (orderNo: string) => void;
}

/**
 * One order in the list: number, date, status, its first lines (the list's summary carries three and how many
 * there are), the total quantity and amount, the lab group it was for and an open invoice's due date, and what the
 * server allows the shopper to do with it.
 */
export function OrderCard({ order, busy, onCancel, onConfirmReceipt, onBuyAgain }: OrderCardProps) {
  const { t, i18n } = useTranslation();
  const statusText = useOrderStatusText();
  const dueText = useTermsDueText();
  const titleId = useId();
  const { orderNo } = order;
  return (
    <article className="orders-card" aria-labelledby={titleId}>
      <header className="orders-card-head">
        <h2 id={titleId}>{t('accountOrders.orderNo', { orderNo })}</h2>
        <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, i18n.language)}</time>
        <span className={`orders-status orders-status-${order.status}`}>{statusText(order.status)}</span>
      </header>
      <div className="orders-card-body">
        <OrderCardLines lines={order.lines} lineCount={order.lineCount} />
        <div className="orders-card-totals">
          <p className="orders-muted">{t('accountOrders.card.quantity', { count: order.itemCount })}</p>
          <dl className="orders-card-amount">
            <dt>{t('accountOrders.card.total')}</dt>
            <dd>{formatPrice(order.payAmount)}</dd>
          </dl>
        </div>
      </div>
      {order.labGroup ? <p className="orders-muted">{t('accountOrders.card.forGroup', { group: order.labGroup.name })}</p> : null}
      {order.terms && !order.terms.paid ? (
        // An open invoice: its due date, and "Overdue" past it (it may have shipped; it is paid by bank transfer).
        <p className="orders-muted">
          {dueText(order.terms)}
          {order.terms.overdue ? <>{' '}<strong className="orders-terms-badge orders-terms-overdue">{t('accountOrders.terms.overdue')}</strong></> : null}
        </p>
      ) : order.status === 'unpaid' && order.payDeadline ? (
        <p className="orders-muted">{t('accountOrders.card.payBy', { time: formatDateTime(order.payDeadline, i18n.language) })}</p>
      ) : null}
      <OrderActionBar
        orderNo={orderNo} actions={order.actions} busy={busy} detailLink describedBy={titleId}
        onCancel={() => onCancel(orderNo)} onConfirmReceipt={() => onConfirmReceipt(orderNo)} onBuyAgain={() => onBuyAgain(orderNo)}
      />
    </article>
  );
}
