import { Link, useNavigate } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { useAppStore } from '@labmall/shared/store/app-store';
import { isStaff } from '@labmall/shared/auth/staff-scope';

// The API client loads on demand: it is needed only when the shopper signs out.
const signOut = () => import('@labmall/shared/auth/auth-service').then(({ logout }) => logout());

const ACCOUNT_LINKS = [
  ['/user/portal', 'header.account'],
  ['/user/order', 'routes.user.order'],
  ['/user/quotation', 'routes.user.quotation'],
  ['/user/userPoints', 'routes.user.userPoints'],
  ['/user/address', 'routes.user.address'],
  ['/user/favourites', 'routes.user.favourites'],
  ['/user/labLists', 'routes.user.labLists'],
  ['/user/labGroups', 'routes.user.labGroups'],
  ['/user/approvals', 'routes.user.approvals'],
] as const;

/** The signed-in shopper's menu: account pages and sign-out (spec §2: then to `/`). */
export default function AccountMenu({ name }: { name: string }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  // Only staff see the console's link; the console's code loads when they follow it, never for a shopper.
  const staff = useAppStore((s) => isStaff(s.auth.user));
  return (
    <details className="user-menu">
      <summary>{name}</summary>
      <ul>
        {ACCOUNT_LINKS.map(([path, key]) => (
          <li key={path}>
            <Link to={localize(path)}>{t(key)}</Link>
          </li>
        ))}
        {staff ? (
          <li>
            <Link to={localize('/backoffice')}>{t('backoffice.consoleLink')}</Link>
          </li>
        ) : null}
        <li>
          <button type="button" className="link-button" onClick={() => void signOut().then(() => navigate(localize('/')))}>
            {t('auth.signOut')}
          </button>
        </li>
      </ul>
    </details>
  );
}
