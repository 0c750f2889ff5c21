import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { appStore } from '@labmall/shared/store/app-store';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';

/** Placeholder rows of the cart's shape while it loads (hidden from screen readers: the status says it). */
export function CartLoading() {
  const { t } = useTranslation();
  return (
    <div className="cart-state">
      <p role="status">{t('cart.page.loading')}</p>
      <ul className="cart-skeleton" aria-hidden="true">
        {[0, 1, 2].map((n) => <li key={n}><span className="skeleton skeleton-line" /><span className="skeleton skeleton-line" /></li>)}
      </ul>
    </div>
  );
}

export function CartFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="cart-state" role="alert">
      <p>{t('cart.page.loadFailed')}</p>
      <button type="button" className="button" onClick={onRetry}>{t('cart.page.retry')}</button>
    </div>
  );
}

/** The route is for signed-in shoppers, but a session can end while the page is open (a 401 after refresh failed). */
export function CartSignedOut() {
  const { t } = useTranslation();
  return (
    <div className="cart-state">
      <p>{t('cart.page.signedOut')}</p>
      <button type="button" className="button button-primary" onClick={() => appStore.getState().setLoginDialogVisible(true)}>
        {t('cart.page.signIn')}
      </button>
    </div>
  );
}

export function EmptyCart() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <div className="cart-state">
      <p className="cart-empty-title">{t('cart.page.empty')}</p>
      <p>{t('cart.page.emptyLead')}</p>
      <p className="cart-empty-links">
        <Link className="button button-primary" to={localize('/category')}>{t('cart.page.browse')}</Link>
        <Link className="button" to={localize('/')}>{t('cart.page.home')}</Link>
      </p>
    </div>
  );
}
