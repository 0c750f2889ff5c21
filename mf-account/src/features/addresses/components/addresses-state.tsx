import { useTranslation } from '@labmall/shared/i18n/react';

/** Stands in for the list while it loads or when it could not be loaded (with a retry). */
export function AddressesState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!error) {
    return (
      <div className="page-loading" role="status">
        <span className="visually-hidden">{t('address.loading')}</span>
        <span className="skeleton skeleton-line" />
        <span className="skeleton skeleton-line" />
      </div>
    );
  }
  return (
    <div className="list-state" role="alert">
      <p>{t('address.loadFailed')}</p>
      <button type="button" className="button" onClick={onRetry}>{t('address.retry')}</button>
    </div>
  );
}
