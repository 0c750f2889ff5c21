import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';

/** Opened without `orderNo`: nothing to pay or check; the orders list has them all. */
export function MissingOrder() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <section className="payment-panel">
      <p>{t('payment.noOrder')}</p>
      <Link className="button button-primary" to={localize('/user/order')}>
        {t('payment.link.orders')}
      </Link>
    </section>
  );
}
