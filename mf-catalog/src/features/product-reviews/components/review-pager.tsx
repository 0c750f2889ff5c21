import { useTranslation } from '@labmall/shared/i18n/react';

/** Previous / next through the pages of reviews, with "page n of m" between them. */
export function ReviewPager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="review-pager" aria-label={t('catalog.product.reviewPages')}>
      <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('catalog.product.previousPage')}
      </button>
      <span>
        {page} / {pages}
      </span>
      <button type="button" className="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('catalog.product.nextPage')}
      </button>
    </nav>
  );
}
