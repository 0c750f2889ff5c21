import { useEffect, useId, useRef, type ReactNode } from 'react';
import { trackBusinessEventOnce } from '@labmall/shared/analytics/business-events';
import { useTranslation } from '@labmall/shared/i18n/react';
import type { ListedProduct } from '../api/get-products';
import { PAGE_SIZE, hasFilters, listRequest } from '../model/list-state';
import { useListState } from '../hooks/use-list-state';
import { useProductPage } from '../hooks/use-product-page';
import { FilterPanel } from './filter-panel';
import { SortSelect } from './sort-select';
import { ListResults } from './list-results';
import { Pagination } from './pagination';
import './product-list.css';

interface ProductListProps {
  keyword?: string;
  categoryId?: number;
  /** The page decides how a product looks (a feature does not import another feature's card). */
  renderProduct: (product: ListedProduct) => ReactNode;
  /** Shown in the empty state after the message, e.g. hot words on the search page. */
  emptyExtra?: ReactNode;
}

/** Filters, sort, result count, grid and pagination of a product list; all state is in the URL query. */
export function ProductList({ keyword, categoryId, renderProduct, emptyExtra }: ProductListProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { state, update, setPage, clearFilters, pageSearch } = useListState();
  const request = listRequest(state, { keyword, categoryId });
  const { data, error, loading, retry } = useProductPage(request);

  // After paging or clearing, the control used is gone or far below: the reader goes on at the results' heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const focusResults = () => heading.current?.focus();
  const clearAndFocus = () => {
    clearFilters();
    focusResults();
  };
  const firstPage = () => {
    setPage(1);
    focusResults();
  };

  // A search's results, for the owner's list of searches that found nothing: once per keyword and filters shown.
  const total = data && !loading && !error && keyword ? data.total : undefined;
  const searched = keyword ? JSON.stringify(request) : '';
  useEffect(() => {
    if (total !== undefined) trackBusinessEventOnce(searched, 'search_results', { result_count: total });
  }, [searched, total]);

  const count = data && !loading && !error ? t('catalog.list.count', { count: data.total }) : '';
  return (
    <div className="product-list">
      <FilterPanel state={state} facets={data?.facets} onChange={update} onClear={clearAndFocus} />
      <section className="product-list-results" aria-labelledby={headingId} aria-busy={loading}>
        <div className="product-list-toolbar">
          <h2 id={headingId} ref={heading} tabIndex={-1}>{t('catalog.list.results')}</h2>
          <p className="product-list-count" role="status">{loading ? t('catalog.list.loading') : count}</p>
          <SortSelect value={state.sort} withRelevance={Boolean(keyword)} onChange={(sort) => update({ sort })} />
        </div>
        <ListResults data={data} failed={Boolean(error)} loading={loading} filtered={hasFilters(state)} keyword={keyword}
          renderProduct={renderProduct} onRetry={retry} emptyExtra={emptyExtra}
          onClear={clearAndFocus} onFirstPage={firstPage} />
        {data && !loading && !error ? (
          <Pagination page={state.page} lastPage={Math.ceil(data.total / PAGE_SIZE)} pageSearch={pageSearch}
            onNavigate={focusResults} />
        ) : null}
      </section>
    </div>
  );
}
