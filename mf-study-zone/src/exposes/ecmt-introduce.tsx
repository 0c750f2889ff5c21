import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';

/** An ECMT introduction (query title sets the title). */
export default function EcmtIntroduce() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.study.ECMTIntroduce', titleQuery: 'title' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.study_zone.EcmtIntroduce')} />
    </AreaRoot>
  );
}
