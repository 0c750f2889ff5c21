import { NavLink } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { CONSOLE_PAGES, opensPage } from '../lib/console-pages';
import { useStaffAccess } from '../lib/use-staff-user';

/** The console's navigation: the home, then only the pages this staff member's scopes open. */
export function SideNav() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const { allows } = useStaffAccess();
  return (
    <nav className="bo-nav" aria-label={t('backoffice.nav.label')}>
      <ul>
        <li><NavLink to={localize('/backoffice')} end>{t('routes.backoffice.home')}</NavLink></li>
        {CONSOLE_PAGES.filter((page) => opensPage(page, allows)).map((page) => (
          <li key={page.path}><NavLink to={localize(page.path)}>{t(page.titleKey)}</NavLink></li>
        ))}
      </ul>
    </nav>
  );
}
