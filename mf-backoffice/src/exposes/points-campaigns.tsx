import { ConsoleLayout } from '../components/console-layout';
import { CampaignsPanel } from '../features/points/components/campaigns-panel';

/** /{lang}/backoffice/points-campaigns (points). */
export default function PointsCampaigns() {
  return (
    <ConsoleLayout titleKey="routes.backoffice.pointsCampaigns">
      <CampaignsPanel />
    </ConsoleLayout>
  );
}
