import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';

/** The shopper's orders by status. */
export default function UserOrder() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.user.order' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.account.UserOrder')} />
    </AreaRoot>
  );
}
