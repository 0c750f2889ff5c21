import { useTranslation } from '@labmall/shared/i18n/react';
import { useAppStore } from '@labmall/shared/store/app-store';
import { useHydrated } from '@labmall/shared/ssr/use-hydrated';
import { useReviews } from '../hooks/use-reviews';
import { RatingStars } from './rating-stars';
import { ReviewList } from './review-list';
import { ReviewPager } from './review-pager';
import { ReviewForm } from './review-form';
import { SignInToReview } from './sign-in-to-review';
import './product-reviews.css';

interface ProductReviewsProps {
  productId: number;
  /** From the product detail: the average covers every review, not just the page shown. */
  rating: { average: number; count: number };
}

/** The reviews block: average, a page of reviews, and the review form (signed in) or a sign-in link. */
export function ProductReviews({ productId, rating }: ProductReviewsProps) {
  const { t } = useTranslation();
  // The server renders a guest's page: the form replaces the sign-in link once the browser has taken over.
  const hydrated = useHydrated();
  const loggedIn = useAppStore((s) => s.auth.loggedIn) && hydrated;
  const { data, loading, failed, page, setPage, reload } = useReviews(productId);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <section id="reviews" className="product-section product-reviews" aria-labelledby="product-reviews-title">
      <h2 id="product-reviews-title">{t('catalog.product.reviews')}</h2>
      {rating.count > 0 ? (
        <p className="reviews-average">
          <strong>{rating.average.toFixed(1)}</strong> <RatingStars rating={rating.average} />{' '}
          <span>{t('catalog.product.reviewCount', { count: rating.count })}</span>
        </p>
      ) : null}
      <div aria-live="polite" aria-busy={loading}>
        {failed ? (
          <p className="form-error">
            {t('catalog.product.reviewsFailed')}{' '}
            <button type="button" className="link-button" onClick={reload}>
              {t('catalog.product.retry')}
            </button>
          </p>
        ) : loading && !data ? (
          <p>
            <span className="skeleton skeleton-line" />
            <span className="visually-hidden">{t('common.loading')}</span>
          </p>
        ) : data ? (
          <ReviewList reviews={data.items} />
        ) : null}
      </div>
      <ReviewPager page={page} pages={pages} onPage={setPage} />
      {loggedIn ? <ReviewForm productId={productId} onCreated={() => (page === 1 ? reload() : setPage(1))} /> : <SignInToReview />}
    </section>
  );
}
