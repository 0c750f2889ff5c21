import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';

/** Points mall home. */
export default function PointsHome() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.points.home' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.points_mall.PointsHome')} />
    </AreaRoot>
  );
}
