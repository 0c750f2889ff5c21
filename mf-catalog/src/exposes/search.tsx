import { useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';
import { useRequest } from '../features/home-block/hooks/use-request';
import { getHotWords } from '../features/hot-words/api/get-hot-words';
import { HotWords } from '../features/hot-words/components/hot-words';
import { ProductList } from '../features/product-list/components/product-list';
import { ProductCard } from '../features/product-card/components/product-card';

/** Popular searches, asked for only when they are shown (no keyword, or nothing found). */
function HotWordsHint() {
  const hotWords = useRequest(getHotWords, 'hot-words');
  return <HotWords words={hotWords.data ?? []} />;
}

/** Search results for the query keyword (name, SKU code, CAS number, formula or brand), with filters. */
export default function Search() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim().slice(0, 100);
  const title = usePageMeta({ titleKey: 'routes.search', title: keyword ? t('search.resultsFor', { keyword }) : undefined });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.catalog.Search')} />
      {keyword ? (
        <ProductList key={keyword} keyword={keyword} renderProduct={(product) => <ProductCard product={product} />}
          emptyExtra={<HotWordsHint />} />
      ) : (
        <div className="list-state">
          <p>{t('search.noKeyword')}</p>
          <HotWordsHint />
        </div>
      )}
    </AreaRoot>
  );
}
