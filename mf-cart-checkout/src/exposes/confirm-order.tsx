import { useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';
import { ConfirmOrderView } from '../features/checkout/components/confirm-order-view';
import { EmptyOrder } from '../features/checkout/components/empty-order';
import { parseLineIds } from '../features/checkout/lib/parse-line-ids';

/** Confirm order (sureOrder): expects `?lineIds=1,2` (the shopper's cart lines); address, invoice, coupon, totals, submit. */
export default function ConfirmOrder() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.sureOrder' });
  const [search] = useSearchParams();
  const cartLineIds = parseLineIds(search.get('lineIds'));
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.cart_checkout.ConfirmOrder')} />
      {cartLineIds.length > 0 ? <ConfirmOrderView key={cartLineIds.join(',')} cartLineIds={cartLineIds} /> : <EmptyOrder />}
    </AreaRoot>
  );
}
