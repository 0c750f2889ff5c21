import { useTranslation } from '@labmall/shared/i18n/react';
import type { RouteLoader } from '@labmall/shared/data/route-loader';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';
import { categoriesQuery, goodsPageQuery, readFilter } from '../features/goods/api/get-goods-page';
import { GoodsList } from '../features/goods/components/goods-list';
import '../components/mall.css';

export const loader: RouteLoader = async ({ search, prefetch }) => {
  await Promise.all([prefetch(goodsPageQuery(readFilter(search))), prefetch(categoriesQuery)]);
};

/** Points goods (/{lang}/pointsMall/pointsCategory?title=&categoryId=&kind=&sort=&page=); the title query sets the title. */
export default function PointsCategory() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.points.pointsCategory', titleQuery: 'title' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.points_mall.PointsCategory')} />
      <GoodsList />
    </AreaRoot>
  );
}
