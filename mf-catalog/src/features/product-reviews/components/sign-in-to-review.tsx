import { Link, useLocation } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { rememberReturnPath } from '@labmall/shared/auth/return-path';

/** Guests cannot review: a link to sign in that brings them back to this product afterwards. */
export function SignInToReview() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const { pathname } = useLocation();
  return (
    <p className="review-sign-in">
      <Link to={localize('/login')} onClick={() => rememberReturnPath(pathname)}>
        {t('catalog.product.signInToReview')}
      </Link>
    </p>
  );
}
