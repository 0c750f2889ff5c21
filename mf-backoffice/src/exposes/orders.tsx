import { ConsoleLayout } from '../components/console-layout';
import { OrdersTable } from '../features/orders/components/orders-table';

/** Every buyer's orders (/{lang}/backoffice/orders?page&pageSize&sort&order&q&status&from&to&buyer&institution&invoiceType; orders). */
export default function Orders() {
  return (
    <ConsoleLayout titleKey="routes.backoffice.orders">
      <OrdersTable />
    </ConsoleLayout>
  );
}
