import { useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { OrderDetailView } from '../features/orders/components/order-detail-view';
import { AreaRoot } from '../area-root';

/**
 * One order's details and actions: expects `?orderNo=…` (the signed-in shopper's own order; else "not found"), or
 * `?orderNo=…&labGroup=<id>` for a colleague's order read through the lab group (owner, finance, approver), read-only.
 */
export default function UserOrderDetail() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  // Home / My orders / Order details: the way back to the list is one click.
  const title = usePageMeta({ titleKey: 'routes.user.orderDetail', trail: [{ label: t('routes.user.order'), to: localize('/user/order') }] });
  const [search] = useSearchParams();
  const orderNo = search.get('orderNo')?.trim() ?? '';
  const groupId = Number(search.get('labGroup'));
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.account.UserOrderDetail')} />
      <OrderDetailView key={`${orderNo}|${groupId}`} orderNo={orderNo} groupId={Number.isSafeInteger(groupId) && groupId > 0 ? groupId : null} />
    </AreaRoot>
  );
}
