import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';

/** Paper selection. */
export default function Paper() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.study.paper' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.study_zone.Paper')} />
    </AreaRoot>
  );
}
