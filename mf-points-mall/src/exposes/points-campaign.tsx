import { useTranslation } from '@labmall/shared/i18n/react';
import type { RouteLoader } from '@labmall/shared/data/route-loader';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';
import { campaignsQuery } from '../features/campaigns/api/get-campaigns';
import { CampaignList } from '../features/campaigns/components/campaign-list';
import '../components/mall.css';

export const loader: RouteLoader = async ({ prefetch }) => {
  await prefetch(campaignsQuery);
};

/** Points campaigns (/{lang}/pointsMall/pointsCampaign): time-boxed, with countdowns and goods at the campaign price. */
export default function PointsCampaign() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.points.pointsCampaign', description: t('pages.points_mall.PointsCampaign') });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.points_mall.PointsCampaign')} />
      <CampaignList />
    </AreaRoot>
  );
}
