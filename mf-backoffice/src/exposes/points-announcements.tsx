import { ConsoleLayout } from '../components/console-layout';
import { AnnouncementsPanel } from '../features/points/components/announcements-panel';

/** /{lang}/backoffice/points-announcements (points). */
export default function PointsAnnouncements() {
  return (
    <ConsoleLayout titleKey="routes.backoffice.pointsAnnouncements">
      <AnnouncementsPanel />
    </ConsoleLayout>
  );
}
