import { useTranslation } from '@labmall/shared/i18n/react';
import { ChoiceField, SearchField } from '../../../components/filter-fields';
import { FilterForm } from '../../../components/filter-form';
import { flattenTree, useCategoryTree } from '../../../lib/get-category-tree';
import { pickLocalized } from '../../../lib/localized';
import { PRODUCT_STATUSES, type ProductsQuery, type ProductStatus } from '../api/get-products';

/** The products table's filters as a form: applied on submit (into the URL), so typing asks the server nothing. */
export function ProductsFilter({ query, onApply }: { query: ProductsQuery; onApply: (change: Partial<ProductsQuery>) => void }) {
  const { t, i18n } = useTranslation();
  const categories = useCategoryTree();

  const apply = (field: (name: string) => string) => {
    const categoryId = Number(field('categoryId'));
    onApply({ q: field('q'), categoryId: categoryId > 0 ? categoryId : null, status: field('status') as ProductStatus | '', lowStock: field('lowStock') === 'on' });
  };

  return (
    <FilterForm
      label={t('backoffice.products.filters')} resetKey={`${query.q}|${query.categoryId}|${query.status}|${query.lowStock}`} onSubmit={apply}
      applyLabel={t('backoffice.products.apply')}
      clear={{ label: t('backoffice.products.clear'), onClear: () => onApply({ q: '', categoryId: null, status: '', lowStock: false }) }}
    >
      <SearchField label={t('backoffice.products.search')} value={query.q} />
      <label className="bo-field">
        {t('backoffice.products.category')}
        <select name="categoryId" defaultValue={query.categoryId ?? ''}>
          <option value="">{t('backoffice.products.allCategories')}</option>
          {flattenTree(categories.data ?? []).map(({ node, depth }) => (
            <option key={node.id} value={node.id}>{`${'— '.repeat(depth)}${pickLocalized(node.name, i18n.language)}`}</option>
          ))}
          {query.categoryId && !categories.data ? <option value={query.categoryId}>#{query.categoryId}</option> : null}
        </select>
      </label>
      <ChoiceField
        name="status" label={t('backoffice.products.status')} anyLabel={t('backoffice.products.anyStatus')} value={query.status}
        options={PRODUCT_STATUSES.map((status) => [status, t(`backoffice.status.${status}`)])}
      />
      <label className="checkbox">
        <input name="lowStock" type="checkbox" defaultChecked={query.lowStock} />
        {t('backoffice.products.lowStock')}
      </label>
    </FilterForm>
  );
}
