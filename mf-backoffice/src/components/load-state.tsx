import { useTranslation } from '@labmall/shared/i18n/react';
import { readFailure } from '../lib/api-failure';

/** A block that could not load: the server's reason (announced) and a retry. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="bo-state" role="alert">
      <p>{readFailure(error, t('backoffice.common.loadFailed')).message}</p>
      <button type="button" className="button" onClick={onRetry}>{t('backoffice.common.retry')}</button>
    </div>
  );
}

/** A block on its way, announced to screen readers. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status">
      <span className="visually-hidden">{t('common.loading')}</span>
      <span className="skeleton skeleton-line" />
      <span className="skeleton skeleton-line" />
    </div>
  );
}
