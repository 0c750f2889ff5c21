import { ConsoleLayout } from '../components/console-layout';
import { VerificationsTable } from '../features/verifications/components/verifications-table';

/** The lab-group verification queue (/{lang}/backoffice/verifications?status=pending|verified|rejected&page; support). */
export default function Verifications() {
  return (
    <ConsoleLayout titleKey="routes.backoffice.verifications">
      <VerificationsTable />
    </ConsoleLayout>
  );
}
