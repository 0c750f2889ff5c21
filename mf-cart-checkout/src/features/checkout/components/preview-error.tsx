import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';

/** The order could not be priced: the server's reason (or a general one), a retry and the way back to the cart. */
export function PreviewError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <div className="checkout-message" role="alert">
      <p>{apiErrorMessage(error, t('checkout.previewFailed'))}</p>
      <div className="checkout-actions">
        <button type="button" className="button button-primary" onClick={onRetry}>
          {t('checkout.retry')}
        </button>
        <Link className="button" to={localize('/shopping')}>
          {t('checkout.backToCart')}
        </Link>
      </div>
    </div>
  );
}
