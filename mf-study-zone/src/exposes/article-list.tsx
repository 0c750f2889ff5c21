import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import type { RouteLoader } from '@labmall/shared/data/route-loader';
import { AreaRoot } from '../area-root';
import { articlesQuery } from '../features/articles/api/get-articles';
import { ArticleList as SectionArticles } from '../features/articles/components/article-list';
import { SectionNav } from '../features/articles/components/section-nav';
import { isStudySection } from '../features/articles/lib/article-paths';
import { listRequest, readListState } from '../features/articles/lib/list-state';

export const loader: RouteLoader = async ({ params, search, prefetch }) => {
  const section = params.section ?? '';
  if (isStudySection(section)) await prefetch(articlesQuery(listRequest(section, readListState(search))));
};

/** The article list of one study-zone section (prop section): search, cards, downloads and page links. */
export default function ArticleList({ section }: { section: string }) {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: `routes.study.${section}`, descriptionKey: `pages.study_zone.sections.${section}` });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t(`pages.study_zone.sections.${section}`)} />
      <SectionNav />
      {isStudySection(section) ? <SectionArticles key={section} section={section} /> : null}
    </AreaRoot>
  );
}
