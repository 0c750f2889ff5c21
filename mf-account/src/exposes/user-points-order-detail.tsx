import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { PointsOrderDetailView } from '../features/points-orders/components/points-order-detail';
import { AreaRoot } from '../area-root';

/** One points-mall exchange (/{lang}/user/pointsOrderDetail?orderNo=…; needs sign-in); "not found" when it is not the shopper's. */
export default function UserPointsOrderDetail() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.user.pointsOrderDetail' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.account.UserPointsOrderDetail')} />
      <PointsOrderDetailView />
    </AreaRoot>
  );
}
