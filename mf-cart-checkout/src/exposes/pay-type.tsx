import { useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';
import { MissingOrder } from '../features/payment/components/missing-order';
import { PayTypeView } from '../features/payment/components/pay-type-view';

/** Choose how to pay an order: expects `?orderNo=…` (the shopper's own unpaid order). */
export default function PayType() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.payType' });
  const orderNo = useSearchParams()[0].get('orderNo')?.trim() ?? '';
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.cart_checkout.PayType')} />
      {orderNo ? <PayTypeView key={orderNo} orderNo={orderNo} /> : <MissingOrder />}
    </AreaRoot>
  );
}
