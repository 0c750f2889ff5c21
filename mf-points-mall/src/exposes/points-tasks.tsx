import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';

/** Tasks that earn points. */
export default function PointsTasks() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.points.pointsTasks' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.points_mall.PointsTasks')} />
    </AreaRoot>
  );
}
