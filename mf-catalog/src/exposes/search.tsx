import { useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';
import type { RouteLoader } from '@labmall/shared/data/route-loader';
import { useBlockQuery } from '../features/home-block/hooks/use-block-query';
import { hotWordsQuery } from '../features/hot-words/api/get-hot-words';
import { productPageQuery } from '../features/product-list/api/get-products';
import { listRequest, readListState } from '../features/product-list/model/list-state';
import { HotWords } from '../features/hot-words/components/hot-words';
import { ProductList } from '../features/product-list/components/product-list';
import { ProductCard } from '../features/product-card/components/product-card';
import { LotCertificateHint, lotQueryOf } from '../features/safety-documents/components/lot-certificate-hint';

/** Popular searches, asked for only when they are shown (no keyword, or nothing found). */
function HotWordsHint() {
  const hotWords = useBlockQuery(hotWordsQuery);
  return <HotWords words={hotWords.data ?? []} />;
}

/** The keyword searched for: trimmed, at most 100 characters (the search box's limit). */
const keywordOf = (search: URLSearchParams) => (search.get('keyword') ?? '').trim().slice(0, 100);

export const loader: RouteLoader = async ({ search, prefetch }) => {
  const keyword = keywordOf(search);
  const lot = keyword ? lotQueryOf(keyword) : null;
  await Promise.all([
    keyword ? prefetch(productPageQuery(listRequest(readListState(search), { keyword }))) : prefetch(hotWordsQuery),
    // A lot number searched for: its certificate is offered above the (probably empty) results.
    lot ? prefetch(lot) : undefined,
  ]);
};

/** Search results for the query keyword (name, SKU code, CAS number, formula or brand), with filters. */
export default function Search() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const keyword = keywordOf(params);
  const title = usePageMeta({ titleKey: 'routes.search', title: keyword ? t('search.resultsFor', { keyword }) : undefined });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.catalog.Search')} />
      {keyword ? <LotCertificateHint keyword={keyword} /> : null}
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
