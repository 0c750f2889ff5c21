import { useTranslation } from '@labmall/shared/i18n/react';
import { formatPrice } from '@labmall/shared/format/currency';
import { formatRemaining } from '@labmall/shared/format/remaining';
import type { PaymentStatus } from '../api/payment-types';

/** Order number, amount and the time left to pay (a timer: read on demand, not announced every second). */
export function PaymentSummary({ status, remaining }: { status: PaymentStatus; remaining: number | null }) {
  const { t, i18n } = useTranslation();
  return (
    <dl className="payment-facts payment-summary">
      <div>
        <dt>{t('payment.orderNo')}</dt>
        <dd>{status.orderNo}</dd>
      </div>
      <div>
        <dt>{t('payment.amount')}</dt>
        <dd className="payment-amount">{formatPrice(status.payAmount)}</dd>
      </div>
      {status.payDeadline && remaining !== null ? (
        <div>
          <dt>{t('payment.deadline')}</dt>
          <dd>
            {remaining > 0 ? (
              <>
                <span role="timer">{formatRemaining(remaining)}</span>{' '}
                <small>({t('payment.payBy', { time: new Date(status.payDeadline).toLocaleString(i18n.language) })})</small>
              </>
            ) : (
              <strong className="form-error">{t('payment.expired')}</strong>
            )}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
