import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import type { RouteLoader } from '@labmall/shared/data/route-loader';
import { AreaRoot } from '../area-root';
import { articlesQuery } from '../features/articles/api/get-articles';
import { ArticleList } from '../features/articles/components/article-list';
import { ContestRules, contestListQuery, contestQuery } from '../features/articles/components/contest-rules';
import { SectionNav } from '../features/articles/components/section-nav';
import { listRequest, readListState } from '../features/articles/lib/list-state';

export const loader: RouteLoader = async ({ search, prefetch }) => {
  const [contest] = await Promise.all([prefetch(contestListQuery), prefetch(articlesQuery(listRequest('paper', readListState(search))))]);
  const first = contest?.items[0];
  if (first) await prefetch(contestQuery(first.id));
};

/** Paper selection: the contest's rules and timeline, the selected papers, and the way to the incentive form. */
export default function Paper() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const title = usePageMeta({ titleKey: 'routes.study.paper', descriptionKey: 'pages.study_zone.Paper' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.study_zone.Paper')}>
        <p><Link className="button button-primary" to={localize('/activity/submitForm')}>{t('studyZone.paper.submit')}</Link></p>
      </PageHeading>
      <SectionNav />
      <ContestRules />
      <section aria-labelledby="study-papers-heading">
        <h2 id="study-papers-heading">{t('studyZone.paper.selected')}</h2>
        <ArticleList section="paper" headingLevel={3} />
      </section>
    </AreaRoot>
  );
}
