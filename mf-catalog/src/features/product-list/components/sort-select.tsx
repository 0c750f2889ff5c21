import { useId } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import type { SortKey } from '../api/get-products';

interface SortSelectProps {
  value?: SortKey;
  /** Relevance only means something with a keyword; it is then the default, otherwise sales is. */
  withRelevance: boolean;
  onChange: (sort: SortKey | undefined) => void;
}

export function SortSelect({ value, withRelevance, onChange }: SortSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  const fallback: SortKey = withRelevance ? 'relevance' : 'sales';
  return (
    <div className="list-sort">
      <label htmlFor={id}>{t('catalog.list.sortBy')}</label>
      <select id={id} value={value ?? fallback} onChange={(e) => {
        const next = e.target.value as SortKey;
        onChange(next === fallback ? undefined : next); // the default stays out of the URL
      }}>
        {withRelevance ? <option value="relevance">{t('catalog.list.sortRelevance')}</option> : null}
        <option value="sales">{t('catalog.list.sortSales')}</option>
        <option value="price_asc">{t('catalog.list.sortPriceAsc')}</option>
        <option value="price_desc">{t('catalog.list.sortPriceDesc')}</option>
        <option value="newest">{t('catalog.list.sortNewest')}</option>
      </select>
    </div>
  );
}
