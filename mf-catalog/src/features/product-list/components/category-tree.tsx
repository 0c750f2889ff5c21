import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useQuery } from '@labmall/shared/hooks/use-request';
import { allCategoriesQuery } from '@labmall/shared/catalog/all-categories-query';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { NOT_FOUND_MESSAGE, PageError } from '@labmall/shared/routing/page-error';
import { useCategoryPlace } from '../hooks/use-category-place';

function httpStatus(error: unknown): number | undefined {
  const response = (error as { response?: { status?: unknown } } | null)?.response;
  return typeof response?.status === 'number' ? response.status : undefined;
}

/**
 * Where the shopper is in the category tree: the path down to this category and its sub-categories as links.
 * Without a category: the top categories (the same answer the shell's menu shows).
 */
export function CategoryTree({ categoryId }: { categoryId?: number }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const top = useQuery(allCategoriesQuery).data ?? [];
  const { data, error, loading, retry } = useCategoryPlace(categoryId);
  const href = (id: number, name: string) => `${localize('/category')}?categoryId=${id}&title=${encodeURIComponent(name)}`;

  // An unknown category is a missing page, not an empty list (the shell shows its 404 page).
  if (httpStatus(error) === 404) throw new PageError(404, NOT_FOUND_MESSAGE);
  if (categoryId && loading && !data) return <div className="category-tree" aria-hidden="true"><span className="skeleton skeleton-line" /></div>;
  if (categoryId && error) {
    return (
      <div className="category-tree">
        <p>{t('catalog.list.categoryFailed')} <button type="button" className="link-button" onClick={retry}>{t('catalog.list.retry')}</button></p>
      </div>
    );
  }
  const children = categoryId ? (data?.children ?? []) : top;
  return (
    <nav className="category-tree" aria-label={t('catalog.list.categories')}>
      {categoryId && data ? (
        <ol className="category-path">
          <li><Link to={localize('/category')}>{t('catalog.list.allCategories')}</Link></li>
          {data.path.map((item) => (
            <li key={item.id}>
              {item.id === data.category.id ? <span aria-current="page">{item.name}</span> : <Link to={href(item.id, item.name)}>{item.name}</Link>}
            </li>
          ))}
        </ol>
      ) : null}
      {children.length ? (
        <ul className="category-children-list">
          {children.map((child) => (
            <li key={child.id}>
              <Link to={href(child.id, child.name)}>
                {child.name}
                {'productCount' in child ? <span className="list-filter-count"> ({String(child.productCount)})</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}
