import { ConsoleLayout } from '../components/console-layout';
import { ContentTabs } from '../features/content/components/content-tabs';
import { ArticlesTable } from '../features/content/components/articles-table';

/** The content list (/{lang}/backoffice/content?page&pageSize&sort&order&q&section&state&missing; content): articles of the study zone and ECMT, every state. */
export default function Content() {
  return (
    <ConsoleLayout titleKey="routes.backoffice.content">
      <ContentTabs />
      <ArticlesTable />
    </ConsoleLayout>
  );
}
