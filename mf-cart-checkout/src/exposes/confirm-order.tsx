import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';

/** Confirm order (sureOrder): address, invoice, coupons and totals. */
export default function ConfirmOrder() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.sureOrder' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.cart_checkout.ConfirmOrder')} />
    </AreaRoot>
  );
}
