import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { useAppStore } from '@labmall/shared/store/app-store';
import { useHydrated } from '@labmall/shared/ssr/use-hydrated';
import { SearchBox } from './search-box';
import { CategoryMenu } from './category-menu';
import { DeferredMiniCart } from './deferred-mini-cart';
import { LanguageSwitcher } from './language-switcher';
import { ThemeSwitcher } from './theme-switcher';
import { UserMenu } from './user-menu';

/** Shown in place of the cart remote's mini cart while it loads or when it is down. */
function CartLink() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  // The count is the browser's (a server-rendered page shows 0 until hydrated).
  const stored = useAppStore((s) => s.product.cartInfo.length);
  const count = useHydrated() ? stored : 0;
  return (
    <Link className="header-cart" to={localize('/shopping')} aria-label={t('header.cartWithCount', { count })}>
      {t('header.cart')} <span className="badge" aria-hidden="true">{count}</span>
    </Link>
  );
}

export function Header() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <header className="site-header">
      <div className="header-top">
        <Link className="logo" to={localize('/')} aria-label={t('header.homeLink')}>
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
            <rect x="6" y="3" width="12" height="19" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
            <rect x="9" y="1" width="6" height="3" rx="1" fill="currentColor" />
            <path d="M12 8l-3 6h3l-1 5 4-7h-3l1-4z" fill="currentColor" />
          </svg>
          <span>{t('common.siteName')}</span>
        </Link>
        <SearchBox />
        <div className="header-tools">
          <LanguageSwitcher />
          <ThemeSwitcher />
          <DeferredMiniCart fallback={<CartLink />} />
          <UserMenu />
        </div>
      </div>
      <CategoryMenu />
    </header>
  );
}
