import { ConsoleLayout } from '../components/console-layout';
import { StaffList } from '../features/staff/components/staff-list';

/** Staff management (/{lang}/backoffice/staff; admin): scopes, removal, second-factor reset. */
export default function Staff() {
  return (
    <ConsoleLayout titleKey="routes.backoffice.staff">
      <StaffList />
    </ConsoleLayout>
  );
}
