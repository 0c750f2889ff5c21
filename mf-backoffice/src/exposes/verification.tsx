import { ConsoleLayout } from '../components/console-layout';
import { VerificationView } from '../features/verifications/components/verification-view';

/** One lab-group verification (/{lang}/backoffice/verification?id=; support): its documents and the decision form. */
export default function Verification() {
  return (
    <ConsoleLayout titleKey="routes.backoffice.verification">
      <VerificationView />
    </ConsoleLayout>
  );
}
