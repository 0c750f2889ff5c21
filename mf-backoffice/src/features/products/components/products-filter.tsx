import type { FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { flattenTree, useCategoryTree } from '../../../lib/get-category-tree';
import { pickLocalized } from '../../../lib/localized';
import { PRODUCT_STATUSES, type ProductsQuery, type ProductStatus } from '../api/get-products';

/** The products table's filters as a form: applied on submit (into the URL), so typing asks the server nothing. */
export function ProductsFilter({ query, onApply }: { query: ProductsQuery; onApply: (change: Partial<ProductsQuery>) => void }) {
  const { t, i18n } = useTranslation();
  const categories = useCategoryTree();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const categoryId = Number(form.get('categoryId'));
    onApply({
      q: String(form.get('q') ?? ''),
      categoryId: categoryId > 0 ? categoryId : null,
      status: String(form.get('status') ?? '') as ProductStatus | '',
      lowStock: form.get('lowStock') === 'on',
    });
  };

  return (
    <form
      className="bo-filters" role="search" aria-label={t('backoffice.products.filters')} onSubmit={submit}
      key={`${query.q}|${query.categoryId}|${query.status}|${query.lowStock}`}
    >
      <label className="bo-field">
        {t('backoffice.products.search')}
        <input name="q" type="search" defaultValue={query.q} />
      </label>
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
      <label className="bo-field">
        {t('backoffice.products.status')}
        <select name="status" defaultValue={query.status}>
          <option value="">{t('backoffice.products.anyStatus')}</option>
          {PRODUCT_STATUSES.map((status) => <option key={status} value={status}>{t(`backoffice.status.${status}`)}</option>)}
        </select>
      </label>
      <label className="checkbox">
        <input name="lowStock" type="checkbox" defaultChecked={query.lowStock} />
        {t('backoffice.products.lowStock')}
      </label>
      <div className="bo-actions">
        <button type="submit" className="button button-primary">{t('backoffice.products.apply')}</button>
        <button type="button" className="button" onClick={() => onApply({ q: '', categoryId: null, status: '', lowStock: false })}>
          {t('backoffice.products.clear')}
        </button>
      </div>
    </form>
  );
}
