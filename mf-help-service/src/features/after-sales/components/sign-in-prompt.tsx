import { Link, useLocation } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { rememberReturnPath } from '@labmall/shared/auth/return-path';

/** After-sales is about one's own orders: guests get a sign-in link that brings them back here (query kept). */
export function SignInPrompt() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const { pathname, search } = useLocation();
  return (
    <div className="hs-empty">
      <p>{t('helpService.afterSales.signInNeeded')}</p>
      <Link className="button button-primary" to={localize('/login')} onClick={() => rememberReturnPath(`${pathname}${search}`)}>
        {t('helpService.afterSales.signIn')}
      </Link>
    </div>
  );
}
