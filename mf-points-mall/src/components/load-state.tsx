import { useTranslation } from '@labmall/shared/i18n/react';

/** A block that could not load: says so (announced) and offers a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="mall-state" role="alert">
      <p>{t('pointsMall.loadFailed')}</p>
      <button type="button" className="button" onClick={onRetry}>{t('pointsMall.retry')}</button>
    </div>
  );
}

/** A block on its way: skeleton lines with a status for screen readers. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status">
      <span className="visually-hidden">{t('pointsMall.loading')}</span>
      <span className="skeleton skeleton-line" />
      <span className="skeleton skeleton-line" />
    </div>
  );
}
