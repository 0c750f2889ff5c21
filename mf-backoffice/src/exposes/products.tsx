import { ConsoleLayout } from '../components/console-layout';
import { ProductsTable } from '../features/products/components/products-table';

/** The catalogue's products (/{lang}/backoffice/products?page&pageSize&sort&order&q&categoryId&status&lowStock; catalogue). */
export default function Products() {
  return (
    <ConsoleLayout titleKey="routes.backoffice.products">
      <ProductsTable />
    </ConsoleLayout>
  );
}
