import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { OrderListView } from '../features/orders/components/order-list-view';
import { AreaRoot } from '../area-root';

/**
 * The shopper's orders (needs sign-in): status tabs with counts, search by order number or product name and
 * pages, kept in the query (`?status=shipped&keyword=foil&page=2`), with each order's actions.
 */
export default function UserOrder() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.user.order' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.account.UserOrder')} />
      <OrderListView />
    </AreaRoot>
  );
}
