import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';

/** One order's details. */
export default function UserOrderDetail() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.user.orderDetail' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.account.UserOrderDetail')} />
    </AreaRoot>
  );
}
