import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';

/** One article of a section (query title sets the title, default "article detail"). */
export default function ArticleDetail() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.articleDetail', titleQuery: 'title' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.study_zone.ArticleDetail')} />
    </AreaRoot>
  );
}
