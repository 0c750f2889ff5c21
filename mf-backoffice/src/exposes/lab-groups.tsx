import { ConsoleLayout } from '../components/console-layout';
import { LabGroupsTable } from '../features/lab-groups/components/lab-groups-table';

/** The lab groups (/{lang}/backoffice/lab-groups?q&page; support): searched by name or institution. */
export default function LabGroups() {
  return (
    <ConsoleLayout titleKey="routes.backoffice.labGroups">
      <LabGroupsTable />
    </ConsoleLayout>
  );
}
