import { ConsoleLayout } from '../components/console-layout';
import { ReportsPage } from '../features/reports/components/reports-page';

/** The owner's reports (/{lang}/backoffice/reports?report&from&to&by&dimension; orders, catalogue, quotations, points or admin): each report its scope allows, with charts and tables. */
export default function Reports() {
  return (
    <ConsoleLayout titleKey="routes.backoffice.reports">
      <ReportsPage />
    </ConsoleLayout>
  );
}
