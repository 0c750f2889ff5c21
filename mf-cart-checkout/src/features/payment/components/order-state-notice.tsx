import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatPrice } from '@labmall/shared/format/currency';
import { formatDate } from '@labmall/shared/format/date';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import type { OrderStatus, PaymentStatus } from '../api/payment-types';

/** Literal keys so the translation check sees each of them. */
export function useStatusText(): (status: OrderStatus) => string {
  const { t } = useTranslation();
  const texts: Record<OrderStatus, string> = {
    unpaid: t('payment.state.unpaid'),
    paid: t('payment.state.paid'),
    shipped: t('payment.state.shipped'),
    completed: t('payment.state.completed'),
    cancelled: t('payment.state.cancelled'),
    closed: t('payment.state.closed'),
  };
  return (status) => texts[status];
}

/** An order that can no longer be paid here: its state as the server reports it, why, and where to go next. */
export function OrderStateNotice({ status }: { status: PaymentStatus }) {
  const { t, i18n } = useTranslation();
  const localize = useLocalizedPath();
  const statusText = useStatusText();
  const onInvoice = Boolean(status.dueAt) && status.paidAt === null && (status.status === 'shipped' || status.status === 'completed');
  const explanation =
    status.status === 'cancelled' ? t('payment.explain.cancelled')
      : status.status === 'closed' ? t('payment.explain.closed')
        // A term order that shipped before payment: paid by bank transfer against the invoice, not here.
        : onInvoice ? t('payment.explain.onInvoice', { date: formatDate(status.dueAt, i18n.language) })
          : t('payment.explain.paid');
  return (
    <section className="payment-panel" role="status" aria-live="polite">
      <h2>{t('payment.stateHeading', { state: statusText(status.status) })}</h2>
      <p>{explanation}</p>
      <dl className="payment-facts">
        <div>
          <dt>{t('payment.orderNo')}</dt>
          <dd>{status.orderNo}</dd>
        </div>
        <div>
          <dt>{t('payment.amount')}</dt>
          <dd>{formatPrice(status.payAmount)}</dd>
        </div>
      </dl>
      <div className="payment-actions">
        <Link className="button button-primary" to={localize(`/user/orderDetail?orderNo=${encodeURIComponent(status.orderNo)}`)}>
          {t('payment.link.orderDetail')}
        </Link>
        <Link className="button" to={localize('/')}>
          {t('payment.link.continue')}
        </Link>
      </div>
    </section>
  );
}
