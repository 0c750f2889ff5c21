import { useTranslation } from '@labmall/shared/i18n/react';

/** A network or server failure (not 404/410, which the shell's error page shows): say so and offer a retry. */
export function ProductLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="product-load-error" role="alert">
      <h1>{t('catalog.product.loadFailed')}</h1>
      <p>{t('catalog.product.loadFailedHint')}</p>
      <button type="button" className="button button-primary" onClick={onRetry}>
        {t('catalog.product.retry')}
      </button>
    </section>
  );
}
