import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';

/** The status (or the methods) could not be loaded: the server's reason when it gave one, a retry, "my orders". */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <section className="payment-panel" role="alert">
      <p>{apiErrorMessage(error, t('payment.loadFailed'))}</p>
      <div className="payment-actions">
        <button type="button" className="button button-primary" onClick={onRetry}>
          {t('payment.retry')}
        </button>
        <Link className="button" to={localize('/user/order')}>
          {t('payment.link.orders')}
        </Link>
      </div>
    </section>
  );
}
