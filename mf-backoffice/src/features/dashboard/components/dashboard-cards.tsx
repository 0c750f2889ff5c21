import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { STAFF_SCOPES } from '@labmall/shared/auth/staff-scope';
import { hasScope } from '@labmall/shared/auth/scope';
import { CONSOLE_PAGES, opensPage, pageScopes } from '../../../lib/console-pages';
import { useStaffAccess } from '../../../lib/use-staff-user';
import { useCatalogueSummary } from '../api/get-catalogue-summary';
import { useStaffCount } from '../api/get-staff-count';
import { CardFigures, Figure } from './card-figures';
import { BackupCard } from './backup-card';
import { TodayCards } from './today-cards';

/**
 * The console's home for any staff scope: a card per page the scopes open (with a figure or two, asked only of
 * calls those scopes may make) and the scopes whose pages are still to come, so nobody meets an empty or failing home.
 */
export function DashboardCards() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const { user, allows } = useStaffAccess();
  const catalogue = useCatalogueSummary(allows('catalogue'));
  const staff = useStaffCount(allows('admin'));
  const pages = CONSOLE_PAGES.filter((page) => opensPage(page, allows));
  const withPages = new Set(CONSOLE_PAGES.flatMap(pageScopes));
  const comingSoon = STAFF_SCOPES.filter((scope) => !withPages.has(scope) && hasScope(user, scope));
  const held = STAFF_SCOPES.filter((scope) => hasScope(user, scope));

  return (
    <>
      <p>{t('backoffice.dashboard.scopes', { scopes: held.map((scope) => t(`backoffice.scopes.${scope}`)).join(', ') })}</p>
      <TodayCards />
      {allows('admin') ? <BackupCard /> : null}
      {pages.length > 0 ? (
        <ul className="bo-cards">
          {pages.map((page) => (
            <li key={page.path} className="bo-card">
              <h2><Link to={localize(page.path)}>{t(page.titleKey)}</Link></h2>
              <p>{t(page.leadKey)}</p>
              {page.path === '/backoffice/products' ? (
                <CardFigures card={t(page.titleKey)} request={catalogue}>
                  <Figure label={t('backoffice.dashboard.productCount')} value={catalogue.data?.products} />
                  <Figure label={t('backoffice.dashboard.lowStockCount')} value={catalogue.data?.lowStock} />
                  {catalogue.data?.lowStock ? <Link to={localize('/backoffice/products?lowStock=true')}>{t('backoffice.dashboard.showLowStock')}</Link> : null}
                </CardFigures>
              ) : null}
              {page.path === '/backoffice/staff' ? (
                <CardFigures card={t(page.titleKey)} request={staff}>
                  <Figure label={t('backoffice.dashboard.staffCount')} value={staff.data} />
                </CardFigures>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {comingSoon.length > 0 ? (
        <section className="bo-card" aria-labelledby="bo-coming-soon">
          <h2 id="bo-coming-soon">{t('backoffice.dashboard.comingSoonTitle')}</h2>
          <p>{t('backoffice.dashboard.comingSoon', { scopes: comingSoon.map((scope) => t(`backoffice.scopes.${scope}`)).join(', ') })}</p>
        </section>
      ) : null}
    </>
  );
}
