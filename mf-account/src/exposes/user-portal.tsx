import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';

/** Account portal: order counts, points, coupons, profile. */
export default function UserPortal() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.user.portal' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.account.UserPortal')} />
    </AreaRoot>
  );
}
