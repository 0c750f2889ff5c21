import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';

/** Points-mall exchanges. */
export default function UserPointsOrder() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.user.pointsOrder' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.account.UserPointsOrder')} />
    </AreaRoot>
  );
}
