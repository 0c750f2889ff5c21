import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';

/** The article list of one study-zone section (prop section). */
export default function ArticleList({ section }: { section: string }) {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: `routes.study.${section}` });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t(`pages.study_zone.sections.${section}`)} />
    </AreaRoot>
  );
}
