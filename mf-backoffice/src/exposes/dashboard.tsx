import { useTranslation } from '@labmall/shared/i18n/react';
import { ConsoleLayout } from '../components/console-layout';
import { DashboardCards } from '../features/dashboard/components/dashboard-cards';

/** The staff console's home (/{lang}/backoffice; any staff scope): cards for what the staff member's scopes open. */
export default function Dashboard() {
  const { t } = useTranslation();
  return (
    <ConsoleLayout titleKey="routes.backoffice.home" lead={t('backoffice.dashboard.lead')} home>
      <DashboardCards />
    </ConsoleLayout>
  );
}
