import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import type { RouteLoader } from '@labmall/shared/data/route-loader';
import { AreaRoot } from '../area-root';
import { ArticleTeasers, teaserQuery } from '../features/articles/components/article-teasers';
import { SectionNav } from '../features/articles/components/section-nav';

const INTRODUCTIONS = 6;
const LATEST = 3;

export const loader: RouteLoader = async ({ prefetch }) => {
  await Promise.all([prefetch(teaserQuery('ecmtIntroduce', INTRODUCTIONS)), prefetch(teaserQuery('ecmtNotice', LATEST)), prefetch(teaserQuery('ecmtGlory', LATEST))]);
};

/** The ECMT competition's home: its editions' introductions, the latest event notices and past glories. */
export default function Ecmt() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.study.ECMT', descriptionKey: 'pages.study_zone.Ecmt' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.study_zone.Ecmt')} />
      <SectionNav />
      <ArticleTeasers section="ecmtIntroduce" count={INTRODUCTIONS} heading={t('studyZone.ecmt.introductions')} />
      <ArticleTeasers section="ecmtNotice" count={LATEST} heading={t('routes.study.introduceCenter')} moreHref="/studyEnjoy/ECMT/introduceCenter" />
      <ArticleTeasers section="ecmtGlory" count={LATEST} heading={t('routes.study.pastGloriesCenter')} moreHref="/studyEnjoy/ECMT/pastGloriesCenter" />
    </AreaRoot>
  );
}
