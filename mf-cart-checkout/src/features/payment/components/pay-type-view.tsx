import { useTranslation } from '@labmall/shared/i18n/react';
import { useRequest } from '@labmall/shared/hooks/use-request';
import { useCountdown } from '@labmall/shared/hooks/use-countdown';
import { getPaymentMethods } from '../api/get-payment-methods';
import { usePaymentStatus } from '../hooks/use-payment-status';
import { LoadError } from './load-error';
import { OrderStateNotice } from './order-state-notice';
import { PaymentForm } from './payment-form';
import { PaymentSummary } from './payment-summary';
import './payment.css';

/** Pays an unpaid order; any other state is only explained (with links), never offered for payment. */
export function PayTypeView({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const order = usePaymentStatus(orderNo);
  const methods = useRequest('payment-methods', getPaymentMethods);
  const remaining = useCountdown(order.status?.status === 'unpaid' ? order.status.payDeadline : null, order.clockOffset);

  if (order.error) return <LoadError error={order.error} onRetry={order.refresh} />;
  if (!order.status) return <p role="status" className="payment-loading">{t('payment.loading')}</p>;
  if (order.status.status !== 'unpaid') return <OrderStateNotice status={order.status} />;

  return (
    <div className="payment">
      <PaymentSummary status={order.status} remaining={remaining} />
      {methods.error ? (
        <LoadError error={methods.error} onRetry={methods.retry} />
      ) : methods.data ? (
        <PaymentForm status={order.status} methods={methods.data} expired={remaining === 0} />
      ) : (
        <p role="status" className="payment-loading">{t('payment.loading')}</p>
      )}
    </div>
  );
}
