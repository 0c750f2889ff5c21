import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatCurrency } from '@labmall/shared/format/currency';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { useStaffAccess } from '../../../lib/use-staff-user';
import { useOrdersCard } from '../api/get-orders-card';
import { useQuotationsCard } from '../api/get-quotations-card';
import { useStockCard } from '../api/get-stock-card';
import { useSupportCard } from '../api/get-support-card';
import { CardFigures, Figure } from './card-figures';

/**
 * What waits today, read from the database: one card per part the staff member's scopes cover (admin: all), each
 * asked of its own call, so a card the scopes do not cover is neither shown nor asked for (no 403 on the home).
 */
export function TodayCards() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const { allows } = useStaffAccess();
  const can = { orders: allows('orders'), quotations: allows('quotations'), support: allows('support'), stock: allows('catalogue') };
  const orders = useOrdersCard(can.orders);
  const quotations = useQuotationsCard(can.quotations);
  const support = useSupportCard(can.support);
  const stock = useStockCard(can.stock);
  const title = {
    orders: t('routes.backoffice.orders'), quotations: t('backoffice.dashboard.quotationsTitle'),
    support: t('backoffice.dashboard.supportTitle'), stock: t('backoffice.dashboard.catalogueTitle'),
  };
  if (!Object.values(can).some(Boolean)) return null;

  return (
    <ul className="bo-cards">
      {can.orders ? (
        <li className="bo-card">
          <h2>{title.orders}</h2>
          <CardFigures card={title.orders} request={orders}>
            {orders.data ? <p>{t('backoffice.dashboard.today', { day: orders.data.day })}</p> : null}
            <Figure label={t('backoffice.dashboard.placedToday')} value={orders.data?.placed} />
            <Figure label={t('backoffice.dashboard.paidToday')} value={orders.data?.paid} />
            <Figure label={t('backoffice.dashboard.revenueToday')} value={orders.data ? formatCurrency(orders.data.revenue) : undefined} />
            <Figure label={t('backoffice.dashboard.awaitingShipment')} value={orders.data?.awaitingShipment} />
            <Figure label={t('backoffice.dashboard.awaitingPayment')} value={orders.data?.awaitingPayment} />
            <Link to={localize('/backoffice/orders?status=paid&sort=createdAt&order=asc')}>{t('backoffice.dashboard.showAwaitingShipment')}</Link>
          </CardFigures>
        </li>
      ) : null}
      {can.quotations ? (
        <li className="bo-card">
          <h2>{title.quotations}</h2>
          <CardFigures card={title.quotations} request={quotations}>
            <Figure label={t('backoffice.dashboard.quotationsWaiting')} value={quotations.data?.waiting} />
          </CardFigures>
        </li>
      ) : null}
      {can.support ? (
        <li className="bo-card">
          <h2>{title.support}</h2>
          <CardFigures card={title.support} request={support}>
            <Figure label={t('backoffice.dashboard.afterSalesWaiting')} value={support.data?.waiting} />
            {support.data ? <p>{t('backoffice.dashboard.afterSalesBreakdown', { ...support.data })}</p> : null}
            <Link to={localize('/backoffice/after-sales?status=submitted&sort=createdAt&order=asc')}>{t('backoffice.dashboard.showAfterSalesWaiting')}</Link>
          </CardFigures>
        </li>
      ) : null}
      {can.stock ? (
        <li className="bo-card">
          <h2>{title.stock}</h2>
          <CardFigures card={title.stock} request={stock}>
            <Figure label={t('backoffice.dashboard.lowStockSkus', { threshold: stock.data?.threshold ?? 10 })} value={stock.data?.lowStock} />
            {stock.data && stock.data.lowest.length > 0 ? (
              <>
                <h3>{t('backoffice.dashboard.lowestStock')}</h3>
                <ul className="bo-plain-list">
                  {stock.data.lowest.map((sku) => (
                    <li key={sku.skuId}><Link to={localize(`/backoffice/product?id=${sku.productId}`)}>{t('backoffice.dashboard.skuStock', { ...sku })}</Link></li>
                  ))}
                </ul>
              </>
            ) : null}
          </CardFigures>
        </li>
      ) : null}
    </ul>
  );
}
