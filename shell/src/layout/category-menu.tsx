import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useLocation } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { appStore } from '@labmall/shared/store/app-store';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { useQuery } from '@labmall/shared/hooks/use-request';
import { allCategoriesQuery } from '@labmall/shared/catalog/all-categories-query';
import type { CategoryNode } from '@labmall/shared/store/slices/product-slice';
import { DeferredHydration } from '@labmall/shared/ui/deferred-hydration';

function categoryHref(localize: (path: string) => string, id: number, name: string): string {
  return `${localize('/category')}?categoryId=${id}&title=${encodeURIComponent(name)}`;
}

/** The categories and their children as links (the items of the menu's list). */
function CategoryLinks({ categories, failed }: { categories: CategoryNode[]; failed: boolean }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <>
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
    </>
  );
}

const NO_CATEGORIES: CategoryNode[] = [];

/**
 * The 14 categories from the API (reloaded when the language changes, since names are localized; the server
 * renders them into the page). A disclosure: the button opens the list, Escape closes it, every link is
 * reachable by Tab. The list is hidden until opened, and its 80-odd links were most of what a page hydrated at
 * load: it hydrates when first opened, hovered or focused (DeferredHydration); its links work natively until then.
 */
export function CategoryMenu() {
  const { t } = useTranslation();
  const location = useLocation();
  const { data, error } = useQuery(allCategoriesQuery);
  const categories = data ?? NO_CATEGORIES;
  const failed = Boolean(error);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const links = useMemo(() => <CategoryLinks categories={categories} failed={failed} />, [categories, failed]);

  // Spec §3 keeps the tree in the store's product slice too.
  useEffect(() => {
    if (data) appStore.getState().setCategoryAll(data);
  }, [data]);

  useEffect(() => setOpen(false), [location.pathname, location.search]);

  return (
    <nav className="category-menu" aria-label={t('nav.categories')} onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <button type="button" className="category-toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        {t('nav.allCategories')}
      </button>
      <DeferredHydration as="ul" id={listId} className={open ? 'category-list open' : 'category-list'} wake={open}>
        {links}
      </DeferredHydration>
    </nav>
  );
}
