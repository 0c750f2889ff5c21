import { ConsoleLayout } from '../components/console-layout';
import { TasksTable } from '../features/points/components/tasks-table';

/** /{lang}/backoffice/points-tasks (points). */
export default function PointsTasks() {
  return (
    <ConsoleLayout titleKey="routes.backoffice.pointsTasks">
      <TasksTable />
    </ConsoleLayout>
  );
}
