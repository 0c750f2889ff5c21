import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { PointsOrderList } from '../features/points-orders/components/points-order-list';
import { AreaRoot } from '../area-root';

/** Points-mall exchanges (/{lang}/user/pointsOrder?status=&page=; needs sign-in); filter and page live in the URL. */
export default function UserPointsOrder() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.user.pointsOrder' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.account.UserPointsOrder')} />
      <PointsOrderList />
    </AreaRoot>
  );
}
