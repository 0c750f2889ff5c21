import { Link, useNavigate } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useAppStore } from '@labmall/shared/store/app-store';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';

// The API client loads on demand: the header is part of every first load.
const signOut = () => import('@labmall/shared/auth/auth-service').then(({ logout }) => logout());

const ACCOUNT_LINKS = [
  ['/user/portal', 'header.account'],
  ['/user/order', 'routes.user.order'],
  ['/user/userPoints', 'routes.user.userPoints'],
  ['/user/address', 'routes.user.address'],
] as const;

/** Signed in: the user's name and a menu of account pages and sign-out (spec §2: then to `/`); otherwise "sign in". */
export function UserMenu() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const user = useAppStore((s) => s.auth.user);
  const navigate = useNavigate();
  if (!user) {
    return (
      <Link className="header-signin" to={localize('/login')}>
        {t('auth.signIn')}
      </Link>
    );
  }
  const name = String(user.nickname ?? user.name ?? user.account ?? t('header.account'));
  return (
    <details className="user-menu">
      <summary>{name}</summary>
      <ul>
        {ACCOUNT_LINKS.map(([path, key]) => (
          <li key={path}>
            <Link to={localize(path)}>{t(key)}</Link>
          </li>
        ))}
        <li>
          <button type="button" className="link-button" onClick={() => void signOut().then(() => navigate(localize('/')))}>
            {t('auth.signOut')}
          </button>
        </li>
      </ul>
    </details>
  );
}
