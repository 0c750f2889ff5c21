import { ConsoleLayout } from '../components/console-layout';
import { ContentTabs } from '../features/content/components/content-tabs';
import { CompanyPagesPage } from '../features/content/components/company-pages-page';

/** Company pages (/{lang}/backoffice/pages; content): about us, the app, privacy and the registration agreement. */
export default function CompanyPages() {
  return (
    <ConsoleLayout titleKey="routes.backoffice.pages">
      <ContentTabs />
      <CompanyPagesPage />
    </ConsoleLayout>
  );
}
