import { ConsoleLayout } from '../components/console-layout';
import { RegisterPage } from '../features/regulated-register/components/register-page';

/** The regulated chemicals' sales register (/{lang}/backoffice/regulated-register?from&to; support): table, XLSX and CSV. */
export default function RegulatedRegister() {
  return (
    <ConsoleLayout titleKey="routes.backoffice.regulatedRegister">
      <RegisterPage />
    </ConsoleLayout>
  );
}
