import { useTranslation } from '@labmall/shared/i18n/react';

/** Five stars filled to the rating, hidden from screen readers, which get the rating as text instead. */
export function RatingStars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  const filled = Math.round(rating);
  return (
    <span className="rating-stars">
      <span aria-hidden="true">
        {'★'.repeat(filled)}
        <span className="rating-stars-empty">{'☆'.repeat(Math.max(0, 5 - filled))}</span>
      </span>
      <span className="visually-hidden">{t('catalog.product.ratingText', { rating })}</span>
    </span>
  );
}
