import { ConsoleLayout } from '../components/console-layout';
import { QuotationsTable } from '../features/quotations/components/quotations-table';

/** The quotation queue (/{lang}/backoffice/quotations?page&pageSize&sort&order&q&status&from&to; quotations). */
export default function Quotations() {
  return (
    <ConsoleLayout titleKey="routes.backoffice.quotations">
      <QuotationsTable />
    </ConsoleLayout>
  );
}
