import { useId } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import type { OrderAddress } from '../api/order-types';

/**
 * The address copied onto the order when it was placed. For the four municipalities the city repeats the
 * province (北京市 北京市 东城区), so it is written once.
 */
export function OrderDelivery({ address }: { address: OrderAddress }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { province, city, district, detail, postcode } = address;
  const region = [province, city === province ? '' : city, district].filter(Boolean).join(' ');
  return (
    <section className="orders-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('accountOrders.delivery.title')}</h2>
      <address className="orders-address">
        <strong>{address.receiver}</strong> <span>{address.mobile}</span>
        <span>{[region, detail, postcode].filter(Boolean).join(' ')}</span>
      </address>
    </section>
  );
}
