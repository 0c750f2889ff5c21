import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { PointsBalance } from '../features/points/components/points-balance';
import { PointsLedger } from '../features/points/components/points-ledger';
import { AreaRoot } from '../area-root';

/** Points balance and ledger (/{lang}/user/userPoints?source=&page=; needs sign-in); filter and page live in the URL. */
export default function UserPoints() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.user.userPoints' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.account.UserPoints')} />
      <PointsBalance placement="points" />
      <PointsLedger />
    </AreaRoot>
  );
}
