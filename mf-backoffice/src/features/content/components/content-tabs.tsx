import { Link, useLocation } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';

const PAGES = [
  ['/backoffice/content', 'routes.backoffice.content'],
  ['/backoffice/banners', 'routes.backoffice.banners'],
  ['/backoffice/hotwords', 'routes.backoffice.hotWords'],
  ['/backoffice/help', 'routes.backoffice.help'],
  ['/backoffice/pages', 'routes.backoffice.pages'],
] as const;

/** Links between the content pages; the current one is marked for screen readers (aria-current). */
export function ContentTabs() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('backoffice.content.tabs')} className="bo-actions">
      {PAGES.map(([path, key]) => {
        const href = localize(path);
        return <Link key={path} to={href} className="button" aria-current={pathname === href ? 'page' : undefined}>{t(key)}</Link>;
      })}
    </nav>
  );
}
