import { useId } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import type { OrderDetail } from '../api/order-types';

/** How the order travels: the carrier staff shipped it with and its tracking number (to look up on the carrier's site). */
export function OrderShipment({ shipment }: { shipment: NonNullable<OrderDetail['shipment']> }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="orders-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('accountOrders.shipment.title')}</h2>
      <dl className="orders-facts">
        {shipment.carrier ? (
          <div>
            <dt>{t('accountOrders.shipment.carrier')}</dt>
            <dd>{t(`common.carriers.${shipment.carrier}`, { defaultValue: shipment.carrier })}</dd>
          </div>
        ) : null}
        {shipment.trackingNo ? (
          <div>
            <dt>{t('accountOrders.shipment.trackingNo')}</dt>
            <dd>{shipment.trackingNo}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
