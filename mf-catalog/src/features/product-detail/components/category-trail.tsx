import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import type { Category } from '../api/product-types';

/** The category list page of a category, titled with its name (spec §2: the query title is the title). */
export function categoryHref(category: Category): string {
  return `/category?categoryId=${category.id}&title=${encodeURIComponent(category.name)}`;
}

/** Top category › sub-category, each a link to its product list. */
export function CategoryTrail({ categories }: { categories: Category[] }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <nav className="product-trail" aria-label={t('catalog.product.categories')}>
      <ol>
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={localize(categoryHref(category))}>{category.name}</Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
