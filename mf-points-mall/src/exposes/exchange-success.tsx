import { Link, useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';
import '../components/mall.css';

const ORDER_NO = /^[A-Za-z0-9]{1,32}$/;

/** After an exchange (/{lang}/pointsMall/exchangeSuccess?orderNo=&kind=&points=): the points order number and where to follow it. */
export default function ExchangeSuccess() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const title = usePageMeta({ titleKey: 'routes.points.exchangeSuccess' });
  const [search] = useSearchParams();
  const orderNo = search.get('orderNo') ?? '';
  const coupon = search.get('kind') === 'coupon';
  const points = Number(search.get('points'));
  return (
    <AreaRoot>
      <PageHeading title={title} />
      {ORDER_NO.test(orderNo) ? (
        <section className="mall-success" aria-live="polite">
          <p>{t(coupon ? 'pointsMall.success.coupon' : 'pointsMall.success.physical')}</p>
          <p>
            {t('pointsMall.success.orderNo')} <strong data-testid="points-order-no">{orderNo}</strong>
            {Number.isInteger(points) && points > 0 ? <> · {t('pointsMall.points', { count: points })}</> : null}
          </p>
          <p className="mall-links">
            <Link className="button button-primary" to={localize(`/user/pointsOrderDetail?orderNo=${orderNo}`)}>{t('pointsMall.success.viewOrder')}</Link>
            {coupon ? <Link to={localize('/user/portal')}>{t('pointsMall.success.viewCoupons')}</Link> : null}
            <Link to={localize('/pointsMall')}>{t('pointsMall.success.back')}</Link>
          </p>
        </section>
      ) : (
        <p className="mall-state">
          {t('pointsMall.success.missing')} <Link to={localize('/user/pointsOrder')}>{t('pointsMall.balance.orders')}</Link>
        </p>
      )}
    </AreaRoot>
  );
}
