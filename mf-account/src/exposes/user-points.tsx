import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';

/** Points balance and ledger. */
export default function UserPoints() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.user.userPoints' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.account.UserPoints')} />
    </AreaRoot>
  );
}
