import { useCallback } from 'react';
import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatPrice } from '@labmall/shared/format/currency';
import { formatDate } from '@labmall/shared/format/date';
import { useRequest } from '@labmall/shared/hooks/use-request';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { getTermOrder } from '../api/get-term-order';

/**
 * An order just placed on the group's invoice: nothing to pay now, so instead of the payment page the order number,
 * the due date (from the order itself), how it is paid, and the way to the order. Without its detail (a failed read)
 * it still names the order and links to it.
 */
export function TermOrderPlaced({ orderNo }: { orderNo: string }) {
  const { t, i18n } = useTranslation();
  const localize = useLocalizedPath();
  const load = useCallback(() => getTermOrder(orderNo), [orderNo]);
  const { data, error, retry } = useRequest(`checkout-term-order:${orderNo}`, load);
  const dueAt = data?.orderNo === orderNo ? data.terms?.dueAt : undefined;

  return (
    <section className="checkout-section checkout-placed" aria-labelledby="checkout-placed-title">
      <h2 id="checkout-placed-title">{t('checkout.terms.placed.title')}</h2>
      <dl className="checkout-placed-facts">
        <div>
          <dt>{t('checkout.terms.placed.orderNo')}</dt>
          <dd>{orderNo}</dd>
        </div>
        {data?.orderNo === orderNo ? (
          <div>
            <dt>{t('checkout.terms.placed.amount')}</dt>
            <dd>{formatPrice(data.payAmount)}</dd>
          </div>
        ) : null}
      </dl>
      {dueAt ? (
        <p>{t('checkout.terms.placed.due', { date: formatDate(dueAt, i18n.language) })}</p>
      ) : error ? (
        <p role="status">
          {t('checkout.terms.placed.dueUnknown')}{' '}
          <button type="button" className="button" onClick={retry}>{t('checkout.retry')}</button>
        </p>
      ) : data?.orderNo === orderNo ? (
        <p>{t('checkout.terms.placed.dueUnknown')}</p>
      ) : (
        <p role="status">{t('checkout.loading')}</p>
      )}
      <p>{t('checkout.terms.placed.howToPay')}</p>
      <div className="checkout-actions">
        <Link className="button button-primary" to={localize(`/user/orderDetail?orderNo=${encodeURIComponent(orderNo)}`)}>
          {t('checkout.terms.placed.viewOrder')}
        </Link>
        <Link className="button" to={localize('/')}>{t('checkout.terms.placed.continue')}</Link>
      </div>
    </section>
  );
}
