import { useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';
import { MissingOrder } from '../features/payment/components/missing-order';
import { PayResultView } from '../features/payment/components/pay-result-view';

/** The order's result as the server reports it: expects `?orderNo=…`; any other query (e.g. a status) is ignored. */
export default function PayResult() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.payTypeResult' });
  const orderNo = useSearchParams()[0].get('orderNo')?.trim() ?? '';
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.cart_checkout.PayResult')} />
      {orderNo ? <PayResultView key={orderNo} orderNo={orderNo} /> : <MissingOrder />}
    </AreaRoot>
  );
}
