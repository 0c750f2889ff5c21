import type { ReactNode } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import type { ListedProduct, ProductPage } from '../api/get-products';
import { ListSkeleton } from './list-skeleton';
import { DeferredProductItem } from '../../../components/deferred-product-item';

interface ListResultsProps {
  data?: ProductPage;
  failed: boolean;
  loading: boolean;
  filtered: boolean;
  keyword?: string;
  renderProduct: (product: ListedProduct) => ReactNode;
  onRetry: () => void;
  onClear: () => void;
  onFirstPage: () => void;
  emptyExtra?: ReactNode;
}

/** The grid, or what stands in for it: skeleton while loading, error with retry, or an empty state. */
export function ListResults({ data, failed, loading, filtered, keyword, renderProduct, onRetry, onClear, onFirstPage, emptyExtra }: ListResultsProps) {
  const { t } = useTranslation();
  if (loading) return <ListSkeleton />;
  if (failed || !data) {
    return (
      <div className="list-state" role="alert">
        <p>{t('catalog.list.loadFailed')}</p>
        <button type="button" className="button" onClick={onRetry}>{t('catalog.list.retry')}</button>
      </div>
    );
  }
  if (data.items.length === 0 && data.total > 0) {
    // A page number past the end (an old link, or the list shrank): offer the way back instead of "nothing".
    return (
      <div className="list-state">
        <p>{t('catalog.list.pastEnd')}</p>
        <button type="button" className="button" onClick={onFirstPage}>{t('catalog.list.firstPage')}</button>
      </div>
    );
  }
  if (data.items.length === 0) {
    return (
      <div className="list-state">
        <p>{filtered ? t('catalog.list.emptyFiltered') : keyword ? t('search.noResults', { keyword }) : t('catalog.list.empty')}</p>
        {filtered ? <button type="button" className="button button-primary" onClick={onClear}>{t('catalog.list.clearFilters')}</button> : null}
        {emptyExtra}
      </div>
    );
  }
  return (
    <ul className="product-grid">
      {data.items.map((product) => <DeferredProductItem key={product.id} product={product} render={renderProduct} />)}
    </ul>
  );
}
