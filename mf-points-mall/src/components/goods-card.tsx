import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import type { GoodsCard as Goods } from '../lib/mall-types';
import { PointsPrice } from './points-price';

/** A good in a grid: picture, name (the link), price in points and what is left. */
export function GoodsCard({ goods }: { goods: Goods }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <article className="mall-card">
      <img src={goods.image} alt="" width={200} height={200} loading="lazy" />
      <h3>
        <Link to={localize(`/pointsMall/pointsProduct/${goods.id}`)}>{goods.name}</Link>
      </h3>
      {goods.campaign ? <span className="mall-tag">{goods.campaign.name}</span> : null}
      <PointsPrice points={goods.points} listPoints={goods.listPoints} />
      <span className="mall-muted">{goods.stock > 0 ? t('pointsMall.goods.stock', { count: goods.stock }) : t('pointsMall.goods.soldOut')}</span>
    </article>
  );
}

export function GoodsGrid({ items }: { items: Goods[] }) {
  return (
    <ul className="mall-grid">
      {items.map((goods) => (
        <li key={goods.id}><GoodsCard goods={goods} /></li>
      ))}
    </ul>
  );
}
