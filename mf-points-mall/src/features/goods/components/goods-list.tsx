import { Link, useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useQuery } from '@labmall/shared/hooks/use-request';
import { GoodsGrid } from '../../../components/goods-card';
import { LoadFailed, Loading } from '../../../components/load-state';
import { Pager } from '../../../components/pager';
import { categoriesQuery, GOODS_PAGE_SIZE, goodsPageQuery, readFilter } from '../api/get-goods-page';
import { GoodsFilterBar } from './goods-filter';

/** Goods on sale, filtered and sorted by the URL's parameters, a page at a time. */
export function GoodsList() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const filter = readFilter(search);
  const { data, error, loading, retry } = useQuery(goodsPageQuery(filter));
  const categories = useQuery(categoriesQuery).data ?? [];
  const searchOf = (page: number) => {
    const next = new URLSearchParams(search);
    next.set('page', String(page));
    return `?${next.toString()}`;
  };
  return (
    <section className="mall-section" aria-busy={loading || undefined} aria-labelledby="mall-goods-title">
      <h2 id="mall-goods-title" className="visually-hidden">{t('pointsMall.goods.results')}</h2>
      <GoodsFilterBar filter={filter} categories={categories} />
      {error ? <LoadFailed onRetry={retry} /> : !data ? <Loading /> : data.items.length === 0 ? (
        <div className="mall-state">
          <p>{data.total > 0 ? t('pointsMall.goods.pastEnd') : t('pointsMall.goods.empty')}</p>
          <Link to={{ search: '' }}>{t('pointsMall.goods.showAll')}</Link>
        </div>
      ) : (
        <>
          <p className="mall-muted" aria-live="polite">{t('pointsMall.goods.count', { count: data.total })}</p>
          <GoodsGrid items={data.items} />
          <Pager page={filter.page} lastPage={Math.ceil(data.total / GOODS_PAGE_SIZE)} searchOf={searchOf} />
        </>
      )}
    </section>
  );
}
