import { ConsoleLayout } from '../components/console-layout';
import { SubmissionsView } from '../features/forms/components/submissions-view';

/** One form's submissions (/{lang}/backoffice/form-submissions?formId=&page=; support) with files and the CSV. */
export default function FormSubmissions() {
  return (
    <ConsoleLayout titleKey="routes.backoffice.formSubmissions">
      <SubmissionsView />
    </ConsoleLayout>
  );
}
