import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useAppStore } from '@labmall/shared/store/app-store';
import { PRODUCT_CATEGORY_IDS } from '../campaign';
import './template.css';

/**
 * Links that switch the best-seller block to another campaign category (`?categoryId=`, so reload and back
 * work). Names come from the category tree the shell keeps in the store; before it arrives there is nothing to name.
 */
export function CategorySwitch({ current, linkFor }: { current: number; linkFor: (categoryId: number) => string }) {
  const { t } = useTranslation();
  const categories = useAppStore((s) => s.product.categoryAll);
  const named = PRODUCT_CATEGORY_IDS.flatMap((id) => categories.filter((c) => c.id === id));
  if (named.length === 0) return null;
  return (
    <nav aria-label={t('catalog.template.switchLabel')} className="campaign-switch">
      <ul>
        {named.map((category) => (
          <li key={category.id}>
            <Link to={linkFor(category.id)} aria-current={category.id === current ? 'true' : undefined}>{category.name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
