import { ConsoleLayout } from '../components/console-layout';
import { ContentTabs } from '../features/content/components/content-tabs';
import { BannersPage } from '../features/content/components/banners-page';

/** Home banners (/{lang}/backoffice/banners; content): image, link, order and when each shows. */
export default function Banners() {
  return (
    <ConsoleLayout titleKey="routes.backoffice.banners">
      <ContentTabs />
      <BannersPage />
    </ConsoleLayout>
  );
}
