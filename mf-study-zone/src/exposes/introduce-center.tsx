import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';

/** ECMT event notices. */
export default function IntroduceCenter() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.study.introduceCenter' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.study_zone.IntroduceCenter')} />
    </AreaRoot>
  );
}
