import { useTranslation } from '@labmall/shared/i18n/react';
import type { PointsOrderAddress } from '../api/points-order-types';

/** Where the exchange goes; virtual goods (no address) say that nothing is shipped. */
export function DeliveryAddress({ address }: { address: PointsOrderAddress | null }) {
  const { t } = useTranslation();
  if (!address) return <p className="points-orders-muted">{t('accountPointsOrders.detail.noAddress')}</p>;
  const { receiver, mobile, province, city, district, detail, postcode } = address;
  return (
    <address className="points-orders-address">
      <span>{receiver} {mobile}</span>
      <span>{[province, city, district, detail].filter(Boolean).join(' ')}</span>
      {postcode ? <span>{t('accountPointsOrders.detail.postcode', { postcode })}</span> : null}
    </address>
  );
}
