import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';

/** The order's result as the server reports it. */
export default function PayResult() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.payTypeResult' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.cart_checkout.PayResult')} />
    </AreaRoot>
  );
}
