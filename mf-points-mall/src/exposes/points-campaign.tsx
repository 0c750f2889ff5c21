import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';

/** Points campaigns. */
export default function PointsCampaign() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.points.pointsCampaign' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.points_mall.PointsCampaign')} />
    </AreaRoot>
  );
}
