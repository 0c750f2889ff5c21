import { ConsoleLayout } from '../components/console-layout';
import { FormsTable } from '../features/forms/components/forms-table';

/** Every form (/{lang}/backoffice/forms; support): activity forms to edit, all to open or close, their submissions. */
export default function ActivityForms() {
  return (
    <ConsoleLayout titleKey="routes.backoffice.forms">
      <FormsTable />
    </ConsoleLayout>
  );
}
