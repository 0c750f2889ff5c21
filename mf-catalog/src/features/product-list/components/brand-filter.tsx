import { useRef } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import type { BrandFacet } from '../api/get-products';

interface BrandFilterProps {
  facets: BrandFacet[];
  selected: number[];
  onChange: (brandIds: number[]) => void;
}

/** Brand checkboxes from the list's facets. A ticked brand stays listed even when the facets no longer name it. */
export function BrandFilter({ facets, selected, onChange }: BrandFilterProps) {
  const { t } = useTranslation();
  // Names seen so far: a brand chosen from an earlier answer keeps its label (and so can be unticked).
  const names = useRef(new Map<number, string>());
  for (const brand of facets) names.current.set(brand.id, brand.name);
  const missing = selected.filter((id) => !facets.some((brand) => brand.id === id));
  const brands = [...facets, ...missing.map((id) => ({ id, name: names.current.get(id) ?? `#${id}`, count: undefined }))];
  if (brands.length === 0) return null;

  const toggle = (id: number, on: boolean) => onChange(on ? [...selected, id] : selected.filter((x) => x !== id));
  return (
    <fieldset className="list-filter">
      <legend>{t('catalog.list.brand')}</legend>
      <ul className="list-filter-options">
        {brands.map((brand) => (
          <li key={brand.id}>
            <label className="checkbox">
              <input type="checkbox" checked={selected.includes(brand.id)} onChange={(e) => toggle(brand.id, e.target.checked)} />
              <span>
                {brand.name}
                {brand.count !== undefined ? <span className="list-filter-count"> ({brand.count})</span> : null}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
