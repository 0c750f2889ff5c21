import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { appStore, useAppStore } from '@labmall/shared/store/app-store';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';

function categoryHref(localize: (path: string) => string, id: number, name: string): string {
  return `${localize('/category')}?categoryId=${id}&title=${encodeURIComponent(name)}`;
}

/**
 * The 14 categories from the API (reloaded when the language changes, since names are localized).
 * A disclosure: the button opens the list, Escape closes it, every link is reachable by Tab.
 */
export function CategoryMenu() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const location = useLocation();
  const language = useAppStore((s) => s.language.language);
  const categories = useAppStore((s) => s.product.categoryAll);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const listId = useId();

  useEffect(() => {
    let current = true;
    // Loaded after the first paint: the API client (axios) is not needed to draw the shell.
    import('../api/get-all-categories')
      .then(({ getAllCategories }) => getAllCategories())
      .then((list) => current && (appStore.getState().setCategoryAll(list), setFailed(false)))
      .catch(() => current && setFailed(true));
    return () => void (current = false);
  }, [language]);

  useEffect(() => setOpen(false), [location.pathname, location.search]);

  return (
    <nav className="category-menu" aria-label={t('nav.categories')} onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <button type="button" className="category-toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        {t('nav.allCategories')}
      </button>
      <ul id={listId} className={open ? 'category-list open' : 'category-list'}>
        {failed && categories.length === 0 ? <li className="category-error">{t('nav.categoriesUnavailable')}</li> : null}
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={categoryHref(localize, category.id, category.name)}>{category.name}</Link>
            {category.children?.length ? (
              <ul className="category-children">
                {category.children.map((child) => (
                  <li key={child.id}>
                    <Link to={categoryHref(localize, child.id, child.name)}>{child.name}</Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
