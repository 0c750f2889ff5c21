import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';

/** One points-mall exchange. */
export default function UserPointsOrderDetail() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.user.pointsOrderDetail' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.account.UserPointsOrderDetail')} />
    </AreaRoot>
  );
}
