import { ConsoleLayout } from '../components/console-layout';
import { GoodEditor } from '../features/points/components/good-editor';

/** One points good (/{lang}/backoffice/points-good?id=; none: a new one) with its stock and ledger (points). */
export default function PointsGood() {
  return (
    <ConsoleLayout titleKey="routes.backoffice.pointsGood">
      <GoodEditor />
    </ConsoleLayout>
  );
}
