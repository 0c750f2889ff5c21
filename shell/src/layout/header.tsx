import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { useAppStore } from '@labmall/shared/store/app-store';
import { useHydrated } from '@labmall/shared/ssr/use-hydrated';
import { SearchBox } from './search-box';
import { CategoryMenu } from './category-menu';
import { DeferredMiniCart } from './deferred-mini-cart';
import { HeaderLogo } from './header-logo';
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
  return (
    <header className="site-header">
      <div className="header-top">
        <HeaderLogo />
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
