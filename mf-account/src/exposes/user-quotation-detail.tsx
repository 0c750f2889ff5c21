import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { AddressPicker } from '../features/addresses/components/address-picker';
import { QuotationDetailView, type AddressPickerSlot } from '../features/quotations/components/quotation-detail';
import { AreaRoot } from '../area-root';

// Accepting needs a delivery address: the address book's own picker, composed in here.
const addressPicker: AddressPickerSlot = (props) => <AddressPicker {...props} />;

/** One quotation (/{lang}/user/quotationDetail?quoteNo=…; needs sign-in): lines, prices, validity, PDF, accept. */
export default function UserQuotationDetail() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const title = usePageMeta({ titleKey: 'routes.user.quotationDetail', trail: [{ label: t('routes.user.quotation'), to: localize('/user/quotation') }] });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.account.UserQuotationDetail')} />
      <QuotationDetailView addressPicker={addressPicker} />
    </AreaRoot>
  );
}
