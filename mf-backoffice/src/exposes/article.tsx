import { ConsoleLayout } from '../components/console-layout';
import { ArticleEditor } from '../features/content/components/article-editor';

/** One article (/{lang}/backoffice/article?id=, none for a new one; content): fields in four languages, publishing and files. */
export default function ArticleEdit() {
  return (
    <ConsoleLayout titleKey="routes.backoffice.article">
      <ArticleEditor />
    </ConsoleLayout>
  );
}
