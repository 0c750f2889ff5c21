import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useQuery } from '@labmall/shared/hooks/use-request';
import { allCategoriesQuery } from '@labmall/shared/catalog/all-categories-query';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';

/** The 14 top categories (the answer the shell's menu shows, loaded with every page) as a grid of entry points. */
export function CategoryGrid() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const categories = useQuery(allCategoriesQuery).data ?? [];
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="category-grid-title">
      <h2 id="category-grid-title">{t('nav.allCategories')}</h2>
      <ul className="category-grid">
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={`${localize('/category')}?categoryId=${category.id}&title=${encodeURIComponent(category.name)}`}>
              <strong>{category.name}</strong>
              {category.children?.length ? <span>{category.children.map((c) => c.name).join(' · ')}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
