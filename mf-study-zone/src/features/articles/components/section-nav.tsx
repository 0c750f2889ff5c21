import { NavLink } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import './articles.css';
import { STUDY_SECTIONS } from '../lib/article-paths';

const ZONE_LINKS = [...STUDY_SECTIONS.map((section) => ({ path: `/studyEnjoy/${section}`, key: `routes.study.${section}` })),
  { path: '/studyEnjoy/paper', key: 'routes.study.paper' }, { path: '/studyEnjoy/ECMT', key: 'routes.study.ECMT' }];

/** The zone's sections as a navigation list; the shown one is marked as the current page. */
export function SectionNav() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <nav className="study-nav" aria-label={t('studyZone.sectionsNav')}>
      <ul>
        {ZONE_LINKS.map((link) => (
          <li key={link.path}>
            <NavLink to={localize(link.path)} end={link.path !== '/studyEnjoy/ECMT'}>{t(link.key)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
