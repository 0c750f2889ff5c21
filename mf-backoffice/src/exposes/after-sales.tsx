import { ConsoleLayout } from '../components/console-layout';
import { AfterSalesTable } from '../features/after-sales/components/after-sales-table';

/** The after-sales queue (/{lang}/backoffice/after-sales?page&pageSize&sort&order&q&status&type&from&to; support). */
export default function AfterSales() {
  return (
    <ConsoleLayout titleKey="routes.backoffice.afterSales">
      <AfterSalesTable />
    </ConsoleLayout>
  );
}
