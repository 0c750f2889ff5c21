import { useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';
import { EmptyOrder } from '../features/checkout/components/empty-order';
import { RequestQuotationView } from '../features/checkout/components/request-quotation-view';
import { quotationSource } from '../features/checkout/lib/quotation-source';

/** Request a quotation (/{lang}/quotation?lineIds=… from the cart, or ?skuId=…&quantity=… from a product; needs sign-in). */
export default function RequestQuotation() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.requestQuotation' });
  const [search] = useSearchParams();
  const source = quotationSource(search);
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.cart_checkout.RequestQuotation')} />
      {source ? <RequestQuotationView key={JSON.stringify(source)} source={source} /> : <EmptyOrder />}
    </AreaRoot>
  );
}
