import { useId } from 'react';
import { Link, useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { usePointsOrder } from '../api/get-points-order';
import { DeliveryAddress } from './delivery-address';
import { OrderItemsTable } from './order-items-table';
import { OrderOverview } from './order-overview';
import './points-orders.css';

/** One exchange (`?orderNo=…`): overview, items, delivery address and note; a clear state when there is none. */
export function PointsOrderDetailView() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const ids = useId();
  const [search] = useSearchParams();
  const orderNo = search.get('orderNo') ?? '';
  const { data: order, error, loading, retry } = usePointsOrder(orderNo);
  const back = <Link to={localize('/user/pointsOrder')}>{t('accountPointsOrders.detail.back')}</Link>;

  if (error) {
    return (
      <div className="points-orders-state" role="alert">
        <p>{t('accountPointsOrders.detail.failed')}</p>
        <button type="button" className="button" onClick={retry}>{t('accountPointsOrders.retry')}</button>
        {back}
      </div>
    );
  }
  if (loading) {
    return (
      <div className="page-loading" role="status">
        <span className="visually-hidden">{t('accountPointsOrders.detail.loading')}</span>
        <span className="skeleton skeleton-line" />
        <span className="skeleton skeleton-line" />
      </div>
    );
  }
  // 404, or an orderNo that cannot be one (nothing was asked): the same for the shopper.
  if (!order) {
    return (
      <div className="points-orders-state">
        <h2>{t('accountPointsOrders.detail.notFound')}</h2>
        <p>{t('accountPointsOrders.detail.notFoundHint')}</p>
        {back}
      </div>
    );
  }

  return (
    <div className="points-order-detail">
      <section className="points-orders-section" aria-labelledby={`${ids}-overview`}>
        <h2 id={`${ids}-overview`}>{t('accountPointsOrders.detail.overview')}</h2>
        <OrderOverview order={order} />
      </section>
      <section className="points-orders-section" aria-labelledby={`${ids}-items`}>
        <h2 id={`${ids}-items`}>{t('accountPointsOrders.detail.items')}</h2>
        <OrderItemsTable items={order.items} total={order.pointsAmount} captionId={`${ids}-items`} />
      </section>
      <section className="points-orders-section" aria-labelledby={`${ids}-address`}>
        <h2 id={`${ids}-address`}>{t('accountPointsOrders.detail.address')}</h2>
        <DeliveryAddress address={order.address} />
      </section>
      {order.note ? (
        <section className="points-orders-section" aria-labelledby={`${ids}-note`}>
          <h2 id={`${ids}-note`}>{t('accountPointsOrders.detail.note')}</h2>
          <p className="points-orders-note">{order.note}</p>
        </section>
      ) : null}
      <p>{back}</p>
    </div>
  );
}
