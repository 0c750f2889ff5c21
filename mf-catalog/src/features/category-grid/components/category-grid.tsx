import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useAppStore } from '@labmall/shared/store/app-store';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';

/** The 14 top categories (loaded once by the shell into the shared store) as a grid of entry points. */
export function CategoryGrid() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const categories = useAppStore((s) => s.product.categoryAll);
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
