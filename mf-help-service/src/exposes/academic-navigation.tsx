import { useTranslation } from '@labmall/shared/i18n/react';
import { useQuery } from '@labmall/shared/hooks/use-request';
import type { RouteLoader } from '@labmall/shared/data/route-loader';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';
import { LoadState } from '../components/load-state';
import { academicLinksQuery } from '../features/content/api/get-academic-links';
import '../components/help-service.css';

export const loader: RouteLoader = async ({ prefetch }) => {
  await prefetch(academicLinksQuery);
};

/** Curated links to journals, databases, tools and standards, grouped; each opens the other site in a new tab. */
export default function AcademicNavigation() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.academicNavigation', descriptionKey: 'pages.help_service.AcademicNavigation' });
  const groups = useQuery(academicLinksQuery);
  return (
    <AreaRoot>
      <div className="hs-page">
        <PageHeading title={title} lead={t('pages.help_service.AcademicNavigation')} />
        <LoadState state={groups}>
          {(data) =>
            data.map((group) => (
              <section key={group.key} aria-labelledby={`academic-${group.key}`}>
                <h2 id={`academic-${group.key}`}>{t(`helpService.academic.groups.${group.key}`, { defaultValue: group.key })}</h2>
                <div className="hs-grid">
                  {group.links.map((link) => (
                    <div key={link.id} className="hs-card">
                      <h3>
                        <a href={link.url} target="_blank" rel="noopener noreferrer">
                          {link.name}
                          <span className="visually-hidden"> ({t('helpService.academic.external')})</span>
                        </a>
                      </h3>
                      <p>{link.description}</p>
                    </div>
                  ))}
                </div>
              </section>
            ))
          }
        </LoadState>
      </div>
    </AreaRoot>
  );
}
