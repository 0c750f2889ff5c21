import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { orderPaths } from '../model/order-paths';

/**
 * No such order for this shopper: a missing or malformed number, an unknown one, or someone else's (the API
 * answers 404 for both, so nobody learns which order numbers exist).
 */
export function OrderNotFound() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <section className="orders-state orders-not-found" aria-labelledby="order-not-found-title">
      <h2 id="order-not-found-title">{t('accountOrders.notFound.title')}</h2>
      <p>{t('accountOrders.notFound.text')}</p>
      <Link className="button button-primary" to={localize(orderPaths.list)}>{t('accountOrders.notFound.toList')}</Link>
    </section>
  );
}
