import { ConsoleLayout } from '../components/console-layout';
import { AuditTable } from '../features/audit/components/audit-table';

/** The audit log (/{lang}/backoffice/audit?entity&entityId&actor&action&page; admin): every staff write. */
export default function AuditLog() {
  return (
    <ConsoleLayout titleKey="routes.backoffice.audit">
      <AuditTable />
    </ConsoleLayout>
  );
}
