import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';

/** Points goods of a category (query title sets the title). */
export default function PointsCategory() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.points.pointsCategory', titleQuery: 'title' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.points_mall.PointsCategory')} />
    </AreaRoot>
  );
}
