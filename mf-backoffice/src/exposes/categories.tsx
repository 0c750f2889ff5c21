import { ConsoleLayout } from '../components/console-layout';
import { CategoryTree } from '../features/categories/components/category-tree';

/** The category tree (/{lang}/backoffice/categories; catalogue): names in four languages, order, add, delete. */
export default function Categories() {
  return (
    <ConsoleLayout titleKey="routes.backoffice.categories">
      <CategoryTree />
    </ConsoleLayout>
  );
}
