import { useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';
import { ConfirmOrderView } from '../features/checkout/components/confirm-order-view';
import { EmptyOrder } from '../features/checkout/components/empty-order';
import { TermOrderPlaced } from '../features/checkout/components/term-order-placed';
import { parseLineIds } from '../features/checkout/lib/parse-line-ids';

/**
 * Confirm order (sureOrder): expects `?lineIds=1,2` (the shopper's cart lines); address, invoice, coupon, totals, submit.
 * `?invoiceOrder=<orderNo>`: the confirmation of an order just placed on the group's invoice (nothing to pay now).
 */
export default function ConfirmOrder() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const invoiceOrder = search.get('invoiceOrder')?.trim() ?? '';
  const title = usePageMeta({ titleKey: 'routes.sureOrder', title: invoiceOrder ? t('checkout.terms.placed.pageTitle') : undefined });
  const cartLineIds = parseLineIds(search.get('lineIds'));
  if (invoiceOrder) {
    return (
      <AreaRoot>
        <PageHeading title={title} />
        <TermOrderPlaced key={invoiceOrder} orderNo={invoiceOrder} />
      </AreaRoot>
    );
  }
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.cart_checkout.ConfirmOrder')} />
      {cartLineIds.length > 0 ? <ConfirmOrderView key={cartLineIds.join(',')} cartLineIds={cartLineIds} /> : <EmptyOrder />}
    </AreaRoot>
  );
}
