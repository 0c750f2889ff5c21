import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { useCartCount } from '../hooks/use-cart-count';

/** The header's cart link with the live line count. */
export function MiniCart() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const count = useCartCount();
  return (
    <Link className="header-cart" to={localize('/shopping')} aria-label={t('header.cartWithCount', { count })} data-mini-cart="">
      {t('header.cart')} <span className="badge" aria-hidden="true">{count}</span>
    </Link>
  );
}
