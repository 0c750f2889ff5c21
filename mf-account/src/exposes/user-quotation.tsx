import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { QuotationList } from '../features/quotations/components/quotation-list';
import { AreaRoot } from '../area-root';

/** My quotations (/{lang}/user/quotation?status=&page=; needs sign-in): requests for quotation and their answers. */
export default function UserQuotation() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.user.quotation' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.account.UserQuotation')} />
      <QuotationList />
    </AreaRoot>
  );
}
