import { useTranslation } from '@labmall/shared/i18n/react';
import './product-detail.css';

/** The page's shape while the product loads (the shell's `.skeleton` shimmer, reduced-motion aware). */
export function ProductDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="product-detail" aria-busy="true">
      <p className="visually-hidden" role="status">{t('common.loading')}</p>
      <div className="skeleton product-skeleton-image" />
      <div className="page-loading">
        <span className="skeleton skeleton-title" />
        <span className="skeleton skeleton-line" />
        <span className="skeleton skeleton-line" />
        <span className="skeleton skeleton-line" />
      </div>
    </div>
  );
}
