import { ConsoleLayout } from '../components/console-layout';
import { ReleasesPage } from '../features/releases/components/releases-page';

/** Remote releases (/{lang}/backoffice/releases; releases): versions, gates, canary steps, rollback, keys, history. */
export default function Releases() {
  return (
    <ConsoleLayout titleKey="routes.backoffice.releases">
      <ReleasesPage />
    </ConsoleLayout>
  );
}
