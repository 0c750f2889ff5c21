import { ConsoleLayout } from '../components/console-layout';
import { GoodsTable } from '../features/points/components/goods-table';

/** /{lang}/backoffice/points-goods?page&pageSize&sort&order&q&onSale (points). */
export default function PointsGoods() {
  return (
    <ConsoleLayout titleKey="routes.backoffice.pointsGoods">
      <GoodsTable />
    </ConsoleLayout>
  );
}
