import { ConsoleLayout } from '../components/console-layout';
import { ContentTabs } from '../features/content/components/content-tabs';
import { HelpQuestionsPage } from '../features/content/components/help-questions-page';

/** Help questions (/{lang}/backoffice/help; content): every question, published or not, edited in four languages. */
export default function HelpQuestions() {
  return (
    <ConsoleLayout titleKey="routes.backoffice.help">
      <ContentTabs />
      <HelpQuestionsPage />
    </ConsoleLayout>
  );
}
