import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import type { MallCategory } from '../../../lib/mall-types';

/** The mall's shelves; each opens pointsCategory with its id and its name as the page title. */
export function CategoryLinks({ categories }: { categories: MallCategory[] }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <nav className="mall-categories" aria-label={t('pointsMall.home.categories')}>
      <ul>
        {categories.map((c) => (
          <li key={c.id}>
            <Link to={localize(`/pointsMall/pointsCategory?categoryId=${c.id}&title=${encodeURIComponent(c.name)}`)}>{c.name}</Link>
          </li>
        ))}
        <li><Link to={localize('/pointsMall/pointsCategory')}>{t('pointsMall.home.allGoods')}</Link></li>
      </ul>
    </nav>
  );
}
