import { useTranslation } from '@labmall/shared/i18n/react';
import type { ProductPage } from '../api/get-products';
import { hasFilters, type ListState } from '../model/list-state';
import { BrandFilter } from './brand-filter';
import { PriceFilter } from './price-filter';

interface FilterPanelProps {
  state: ListState;
  facets?: ProductPage['facets'];
  onChange: (patch: Partial<ListState>) => void;
  onClear: () => void;
}

/** Brand, price and stock filters; each change goes to the URL (and so back to page 1). */
export function FilterPanel({ state, facets, onChange, onClear }: FilterPanelProps) {
  const { t } = useTranslation();
  return (
    <aside className="list-filters" aria-label={t('catalog.list.filters')}>
      <BrandFilter facets={facets?.brands ?? []} selected={state.brandIds} onChange={(brandIds) => onChange({ brandIds })} />
      <PriceFilter min={state.minPrice} max={state.maxPrice} range={facets?.price}
        onApply={(minPrice, maxPrice) => onChange({ minPrice, maxPrice })} />
      <label className="checkbox list-filter">
        <input type="checkbox" checked={state.inStock} onChange={(e) => onChange({ inStock: e.target.checked })} />
        <span>{t('catalog.list.inStockOnly')}</span>
      </label>
      {hasFilters(state) ? (
        <button type="button" className="link-button" onClick={onClear}>{t('catalog.list.clearFilters')}</button>
      ) : null}
    </aside>
  );
}
