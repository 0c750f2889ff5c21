import { useTranslation } from '@labmall/shared/i18n/react';
import { formatPrice } from '@labmall/shared/format/currency';
import { PointsPrice } from '../../../components/points-price';
import type { GoodsDetail } from '../../../lib/mall-types';
import { ExchangePanel } from './exchange-panel';

/** A good's page body: pictures, name, price (campaign price when one runs), facts, description, exchange. */
export function GoodsDetailView({ goods }: { goods: GoodsDetail }) {
  const { t } = useTranslation();
  return (
    <article className="mall-detail">
      <div className="mall-gallery">
        {goods.images.map((src, i) => <img key={src} src={src} alt={i === 0 ? goods.name : ''} width={400} height={400} />)}
      </div>
      <div className="mall-detail-body">
        <h1>{goods.name}</h1>
        {goods.campaign ? <p className="mall-tag">{goods.campaign.name}</p> : null}
        <PointsPrice points={goods.points} listPoints={goods.listPoints} />
        <dl className="mall-facts">
          <div><dt>{t('pointsMall.goods.kind')}</dt><dd>{t(goods.kind === 'coupon' ? 'pointsMall.goods.coupon' : 'pointsMall.goods.physical')}</dd></div>
          <div><dt>{t('pointsMall.goods.stockLabel')}</dt><dd>{goods.stock}</dd></div>
          <div><dt>{t('pointsMall.goods.limit')}</dt><dd>{goods.perAccountLimit}</dd></div>
          {goods.coupon ? (
            <div>
              <dt>{t('pointsMall.goods.couponTerms')}</dt>
              <dd>{t('pointsMall.goods.couponText', { amount: formatPrice(goods.coupon.amount / 100), threshold: formatPrice(goods.coupon.threshold / 100), days: goods.coupon.validDays })}</dd>
            </div>
          ) : null}
          {goods.availableTo ? (
            <div><dt>{t('pointsMall.goods.availableTo')}</dt><dd><time dateTime={goods.availableTo}>{goods.availableTo.slice(0, 10)}</time></dd></div>
          ) : null}
        </dl>
        <ExchangePanel goods={goods} />
        <h3>{t('pointsMall.goods.description')}</h3>
        <p className="mall-description">{goods.description}</p>
      </div>
    </article>
  );
}
