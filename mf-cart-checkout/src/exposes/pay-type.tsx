import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';

/** Choose how to pay an order. */
export default function PayType() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.payType' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.cart_checkout.PayType')} />
    </AreaRoot>
  );
}
