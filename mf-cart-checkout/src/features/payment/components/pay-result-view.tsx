import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import type { PaymentStatus } from '../api/payment-types';
import { usePaymentStatus } from '../hooks/use-payment-status';
import { LoadError } from './load-error';
import { OrderStateNotice } from './order-state-notice';
import { PaymentSuccess } from './payment-success';
import './payment.css';

// A gateway's notification arrives on its own time; a bank transfer waits for staff (days), so no polling.
const awaitingGateway = (status: PaymentStatus) => status.status === 'unpaid' && status.paymentMethod !== 'bank_transfer';

/**
 * The order's state exactly as GET /api/payment/status reports it; nothing in the URL but the order number
 * counts. While a gateway payment is unconfirmed it asks again every 2 s for about a minute.
 */
export function PayResultView({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const order = usePaymentStatus(orderNo, awaitingGateway);
  const { status } = order;

  if (order.error) return <LoadError error={order.error} onRetry={order.refresh} />;
  if (!status) return <p role="status" className="payment-loading">{t('payment.loading')}</p>;
  if (status.status === 'paid') return <PaymentSuccess status={status} />;
  if (status.status !== 'unpaid') return <OrderStateNotice status={status} />;

  const bank = status.paymentMethod === 'bank_transfer';
  const waiting = order.polling || order.loading;
  return (
    <section className="payment-panel" aria-busy={waiting || undefined}>
      <div role="status" aria-live="polite">
        <h2>{bank ? t('payment.result.bankWaiting') : waiting ? t('payment.result.waiting') : t('payment.result.notYet')}</h2>
        <p>{bank ? t('payment.result.bankHint') : waiting ? t('payment.result.waitingHint') : t('payment.result.notYetHint')}</p>
      </div>
      <div className="payment-actions">
        <button type="button" className="button button-primary" disabled={waiting} onClick={order.refresh}>
          {t('payment.result.checkAgain')}
        </button>
        <Link className="button" to={localize(`/payType?orderNo=${encodeURIComponent(status.orderNo)}`)}>
          {t('payment.link.payType')}
        </Link>
        <Link className="button" to={localize(`/user/orderDetail?orderNo=${encodeURIComponent(status.orderNo)}`)}>
          {t('payment.link.orderDetail')}
        </Link>
      </div>
    </section>
  );
}
