import { ConsoleLayout } from '../components/console-layout';
import { ContentTabs } from '../features/content/components/content-tabs';
import { HotWordsPage } from '../features/content/components/hot-words-page';

/** Search hot words (/{lang}/backoffice/hotwords; content), per language. */
export default function HotWords() {
  return (
    <ConsoleLayout titleKey="routes.backoffice.hotWords">
      <ContentTabs />
      <HotWordsPage />
    </ConsoleLayout>
  );
}
