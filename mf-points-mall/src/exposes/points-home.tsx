import { useTranslation } from '@labmall/shared/i18n/react';
import { useQuery } from '@labmall/shared/hooks/use-request';
import type { RouteLoader } from '@labmall/shared/data/route-loader';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';
import { GoodsGrid } from '../components/goods-card';
import { LoadFailed, Loading } from '../components/load-state';
import { BalanceBox } from '../features/balance/components/balance-box';
import { homeQuery } from '../features/home/api/get-home';
import { AnnouncementLinks } from '../features/home/components/announcement-links';
import { CampaignBanner } from '../features/home/components/campaign-banner';
import { CategoryLinks } from '../features/home/components/category-links';
import '../components/mall.css';

export const loader: RouteLoader = async ({ prefetch }) => {
  await prefetch(homeQuery);
};

/** Points mall home (/{lang}/pointsMall): balance, running campaign, categories, featured goods, latest announcements. */
export default function PointsHome() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.points.home', description: t('pages.points_mall.PointsHome') });
  const { data, error, retry } = useQuery(homeQuery);
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.points_mall.PointsHome')} />
      <div className="mall-home">
        <BalanceBox />
        {data ? (
          <>
            {data.campaign ? <CampaignBanner campaign={data.campaign} /> : null}
            <CategoryLinks categories={data.categories} />
            <section className="mall-section" aria-labelledby="mall-featured-title">
              <h2 id="mall-featured-title">{t('pointsMall.home.featured')}</h2>
              <GoodsGrid items={data.featured} />
            </section>
            <AnnouncementLinks items={data.announcements} />
          </>
        ) : error ? <LoadFailed onRetry={retry} /> : <Loading />}
      </div>
    </AreaRoot>
  );
}
