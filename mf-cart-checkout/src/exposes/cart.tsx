import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';
import { CartView } from '../features/cart/components/cart-view';

/** The signed-in shopper's cart (route `shopping`): lines, totals, checkout and the quick order; needs nothing. */
export default function Cart() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.shopping' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.cart_checkout.Cart')} />
      <CartView />
    </AreaRoot>
  );
}
