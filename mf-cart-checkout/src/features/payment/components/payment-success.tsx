import { useEffect } from 'react';
import { Link } from '@labmall/shared/router';
import { trackBusinessEventOnce } from '@labmall/shared/analytics/business-events';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatPrice } from '@labmall/shared/format/currency';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import type { PaymentStatus } from '../api/payment-types';

/** Paid (the server says so): amount, the points it brings (1 per whole yuan, credited by the server) and what next. */
export function PaymentSuccess({ status }: { status: PaymentStatus }) {
  const { t, i18n } = useTranslation();
  const localize = useLocalizedPath();
  // The funnel's last step, once per order (the page is read again after a reload or from the order list).
  useEffect(() => trackBusinessEventOnce(status.orderNo, 'order_paid', { orderNo: status.orderNo }), [status.orderNo]);
  return (
    <section className="payment-panel payment-success" role="status" aria-live="polite">
      <h2>{t('payment.result.paid')}</h2>
      <dl className="payment-facts">
        <div>
          <dt>{t('payment.orderNo')}</dt>
          <dd>{status.orderNo}</dd>
        </div>
        <div>
          <dt>{t('payment.amount')}</dt>
          <dd className="payment-amount">{formatPrice(status.payAmount)}</dd>
        </div>
        {status.paidAt ? (
          <div>
            <dt>{t('payment.result.paidAt')}</dt>
            <dd>{new Date(status.paidAt).toLocaleString(i18n.language)}</dd>
          </div>
        ) : null}
      </dl>
      <p>{t('payment.result.points', { points: Math.floor(status.payAmount) })}</p>
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
