import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AddressBook } from '../features/addresses/components/address-book';
import { AreaRoot } from '../area-root';

/** The address book (default child of user): list, add, edit, delete and the default address; needs sign-in. */
export default function UserAddress() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.user.address' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.account.UserAddress')} />
      <AddressBook />
    </AreaRoot>
  );
}
