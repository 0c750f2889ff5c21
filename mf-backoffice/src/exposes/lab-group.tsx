import { ConsoleLayout } from '../components/console-layout';
import { LabGroupView } from '../features/lab-groups/components/lab-group-view';

/** One lab group (/{lang}/backoffice/lab-group?id=; support): members and roles, verification and permits, budgets. */
export default function LabGroup() {
  return (
    <ConsoleLayout titleKey="routes.backoffice.labGroup">
      <LabGroupView />
    </ConsoleLayout>
  );
}
