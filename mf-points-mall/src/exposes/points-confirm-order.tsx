import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';

/** Confirm a points exchange (confirmOrder). */
export default function PointsConfirmOrder() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.points.confirmOrder' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.points_mall.PointsConfirmOrder')} />
    </AreaRoot>
  );
}
