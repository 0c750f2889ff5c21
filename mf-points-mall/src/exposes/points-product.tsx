import { useParams } from '@labmall/shared/router';
import { useQuery } from '@labmall/shared/hooks/use-request';
import { isPageError } from '@labmall/shared/routing/page-error';
import type { RouteLoader } from '@labmall/shared/data/route-loader';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { AreaRoot } from '../area-root';
import { goodsQuery } from '../lib/get-goods';
import { LoadFailed, Loading } from '../components/load-state';
import { GoodsDetailView } from '../features/goods/components/goods-detail-view';
import '../components/mall.css';

/** The good decides the page: an unknown id is the shell's 404 page, on the server too. */
export const loader: RouteLoader = async ({ params, prefetch }) => {
  await prefetch(goodsQuery(Number(params.id)));
};

/** One points good (/{lang}/pointsMall/pointsProduct/{id}): pictures, description, price, stock, limit, exchange. */
export default function PointsProduct() {
  const id = Number(useParams().id);
  const localize = useLocalizedPath();
  const { data, error, retry } = useQuery(goodsQuery(id));
  if (isPageError(error)) throw error;
  const goods = data?.id === id ? data : undefined;
  usePageMeta({
    titleKey: 'routes.points.pointsProduct',
    ...(goods
      ? {
          title: goods.name,
          description: goods.description.slice(0, 160),
          image: goods.image,
          trail: [{ label: goods.categoryName, to: localize(`/pointsMall/pointsCategory?categoryId=${goods.categoryId}&title=${encodeURIComponent(goods.categoryName)}`) }],
        }
      : {}),
  });
  return <AreaRoot>{goods ? <GoodsDetailView goods={goods} /> : error ? <LoadFailed onRetry={retry} /> : <Loading />}</AreaRoot>;
}
