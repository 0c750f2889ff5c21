import { ConsoleLayout } from '../components/console-layout';
import { FormEditor } from '../features/forms/components/form-editor';

/** An activity form created or edited (/{lang}/backoffice/form?formId=; support): fields, preview, banner. */
export default function ActivityForm() {
  return (
    <ConsoleLayout titleKey="routes.backoffice.form">
      <FormEditor />
    </ConsoleLayout>
  );
}
