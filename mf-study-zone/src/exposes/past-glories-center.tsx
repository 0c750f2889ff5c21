import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import type { RouteLoader } from '@labmall/shared/data/route-loader';
import { AreaRoot } from '../area-root';
import { articlesQuery } from '../features/articles/api/get-articles';
import { ArticleList } from '../features/articles/components/article-list';
import { SectionNav } from '../features/articles/components/section-nav';
import { listRequest, readListState } from '../features/articles/lib/list-state';

export const loader: RouteLoader = async ({ search, prefetch }) => {
  await prefetch(articlesQuery(listRequest('ecmtGlory', readListState(search))));
};

/** ECMT past glories (EcmtArticleType 2): winners and highlights, newest first, searchable and paginated. */
export default function PastGloriesCenter() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const title = usePageMeta({ titleKey: 'routes.study.pastGloriesCenter', descriptionKey: 'pages.study_zone.PastGloriesCenter',
    trail: [{ label: t('routes.study.ECMT'), to: localize('/studyEnjoy/ECMT') }] });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.study_zone.PastGloriesCenter')} />
      <SectionNav />
      <ArticleList section="ecmtGlory" />
    </AreaRoot>
  );
}
