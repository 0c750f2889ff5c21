import { useTranslation } from '@labmall/shared/i18n/react';
import { apiErrorMessage } from '@labmall/shared/api/error-message';

/** Stands in for a list or an order while it loads; `label` is what a screen reader hears. */
export function Loading({ label }: { label: string }) {
  return (
    <div className="page-loading" role="status">
      <span className="visually-hidden">{label}</span>
      <span className="skeleton skeleton-line" />
      <span className="skeleton skeleton-line" />
    </div>
  );
}

/** Could not be loaded: the server's reason when it gave one (already in the shopper's language), and a retry. */
export function LoadFailed({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="orders-state" role="alert">
      <p>{apiErrorMessage(error, fallback)}</p>
      <button type="button" className="button" onClick={onRetry}>{t('accountOrders.retry')}</button>
    </div>
  );
}
