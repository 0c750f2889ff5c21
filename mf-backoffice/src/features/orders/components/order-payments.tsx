import { useId } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatCurrency } from '@labmall/shared/format/currency';
import { formatDateTime } from '@labmall/shared/format/date';
import type { StaffOrder } from '../api/order-types';

const METHOD_KEYS: Record<string, string> = {
  alipay: 'accountOrders.method.alipay', wechat: 'accountOrders.method.wechat', unionpay: 'accountOrders.method.unionpay', bank_transfer: 'accountOrders.method.bankTransfer',
};

/** Every payment attempt of the order, oldest first: the one that succeeded, and any refunded. */
export function OrderPayments({ payments }: { payments: StaffOrder['payments'] }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const columns = ['paymentNo', 'method', 'amount', 'status', 'createdAt'] as const;
  return (
    <section className="bo-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('backoffice.orders.detail.payments')}</h2>
      {payments.length === 0 ? <p>{t('backoffice.orders.detail.noPayments')}</p> : (
        <div className="bo-table-wrap">
          <table className="bo-table" aria-labelledby={titleId}>
            <thead><tr>{columns.map((c) => <th key={c} scope="col">{t(`backoffice.orders.detail.paymentColumns.${c}`)}</th>)}</tr></thead>
            <tbody>
              {payments.map((payment) => (
                <tr key={payment.paymentNo}>
                  <th scope="row">{payment.paymentNo}</th>
                  <td>{METHOD_KEYS[payment.method] ? t(METHOD_KEYS[payment.method]!) : payment.method}</td>
                  <td>{formatCurrency(payment.amount)}</td>
                  <td>{t(`backoffice.orders.paymentStatuses.${payment.status}`, { defaultValue: payment.status })}</td>
                  <td><time dateTime={payment.createdAt}>{formatDateTime(payment.createdAt, i18n.language)}</time></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
