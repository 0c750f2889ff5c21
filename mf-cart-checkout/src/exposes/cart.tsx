import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';

/** The signed-in shopper's cart. */
export default function Cart() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.shopping' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.cart_checkout.Cart')} />
    </AreaRoot>
  );
}
