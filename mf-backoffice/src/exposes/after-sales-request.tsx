import { ConsoleLayout } from '../components/console-layout';
import { AfterSalesDetailView } from '../features/after-sales/components/after-sales-detail-view';

/** One after-sales request (/{lang}/backoffice/after-sales-request?requestNo=; support): photos, history and the state change. */
export default function AfterSalesRequest() {
  return (
    <ConsoleLayout titleKey="routes.backoffice.afterSalesRequest">
      <AfterSalesDetailView />
    </ConsoleLayout>
  );
}
