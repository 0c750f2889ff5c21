import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';

/** One points item (path parameter id). */
export default function PointsProduct() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.points.pointsProduct' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.points_mall.PointsProduct')} />
    </AreaRoot>
  );
}
