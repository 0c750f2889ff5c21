import { useTranslation } from '@labmall/shared/i18n/react';
import type { Review } from '../api/review-types';
import { RatingStars } from './rating-stars';

function formatDate(dates: Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dates.format(date);
}

/** Reviews newest first, each with its author, stars and date (in the shopper's language). */
export function ReviewList({ reviews }: { reviews: Review[] }) {
  const { t, i18n } = useTranslation();
  if (reviews.length === 0) return <p className="reviews-empty">{t('catalog.product.noReviews')}</p>;
  const dates = new Intl.DateTimeFormat(i18n.language || undefined, { dateStyle: 'medium' });
  return (
    <ul className="review-list">
      {reviews.map((review) => (
        <li key={review.id} className="review-item">
          <p className="review-head">
            <strong>{review.authorName}</strong>
            <RatingStars rating={review.rating} />
            <time dateTime={review.createdAt}>{formatDate(dates, review.createdAt)}</time>
          </p>
          <p className="review-content">{review.content}</p>
        </li>
      ))}
    </ul>
  );
}
