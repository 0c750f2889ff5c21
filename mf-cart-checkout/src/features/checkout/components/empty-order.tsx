import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';

/** Opened without cart lines (no or a broken `lineIds`): nothing to confirm, the way back to the cart. */
export function EmptyOrder() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <div className="checkout-message">
      <p>{t('checkout.empty')}</p>
      <Link className="button button-primary" to={localize('/shopping')}>
        {t('checkout.backToCart')}
      </Link>
    </div>
  );
}
