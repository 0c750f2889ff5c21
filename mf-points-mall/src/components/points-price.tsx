import { useTranslation } from '@labmall/shared/i18n/react';

/** A price in points; the list price struck through when a campaign lowers it. */
export function PointsPrice({ points, listPoints }: { points: number; listPoints?: number }) {
  const { t } = useTranslation();
  return (
    <span className="mall-price">
      <strong>{t('pointsMall.points', { count: points })}</strong>
      {listPoints !== undefined && listPoints > points ? (
        <s>
          <span className="visually-hidden">{t('pointsMall.goods.listPrice')} </span>
          {t('pointsMall.points', { count: listPoints })}
        </s>
      ) : null}
    </span>
  );
}
