import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AvailableCouponsBlock } from '../features/portal/components/available-coupons-block';
import { OrderCountsBlock } from '../features/portal/components/order-counts-block';
import { PortalLayout } from '../features/portal/components/portal-layout';
import { RecentOrdersBlock } from '../features/portal/components/recent-orders-block';
import { PointsBalance } from '../features/points/components/points-balance';
import { PasswordForm } from '../features/profile/components/password-form';
import { ProfileCard } from '../features/profile/components/profile-card';
import { AreaRoot } from '../area-root';

/**
 * The account portal (/{lang}/user/portal; needs sign-in): order counts by status, points balance, usable
 * coupons, recent orders, the profile and the password change. Each block loads and fails on its own.
 */
export default function UserPortal() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.user.portal' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.account.UserPortal')} />
      <PortalLayout>
        <OrderCountsBlock />
        <PointsBalance placement="portal" />
        <AvailableCouponsBlock />
        <RecentOrdersBlock />
        <ProfileCard />
        <PasswordForm />
      </PortalLayout>
    </AreaRoot>
  );
}
