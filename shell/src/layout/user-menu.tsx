import { lazy, Suspense } from 'react';
import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useAppStore } from '@labmall/shared/store/app-store';
import { useHydrated } from '@labmall/shared/ssr/use-hydrated';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';

// A first visit is a guest's: the signed-in menu loads only for a signed-in shopper (first-load budget).
const AccountMenu = lazy(() => import('./account-menu'));

/** Signed in: the user's name and a menu of account pages and sign-out; otherwise "sign in". */
export function UserMenu() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const user = useAppStore((s) => s.auth.user);
  // The server renders every page as a guest's: the signed-in menu takes over once hydrated.
  const hydrated = useHydrated();
  if (!user || !hydrated) {
    return (
      <Link className="header-signin" to={localize('/login')}>
        {t('auth.signIn')}
      </Link>
    );
  }
  const name = String(user.nickname ?? user.name ?? user.account ?? t('header.account'));
  return (
    <Suspense fallback={<span className="user-menu">{name}</span>}>
      <AccountMenu name={name} />
    </Suspense>
  );
}
