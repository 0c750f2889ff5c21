import { useSearchParams } from '@labmall/shared/router';
import { ConsoleLayout } from '../components/console-layout';
import { OrderDetail as OrderView } from '../features/orders/components/order-detail';

/** One order with its timeline and the actions its status allows (/{lang}/backoffice/order?orderNo=; orders). */
export default function OrderDetail() {
  const [search] = useSearchParams();
  const orderNo = (search.get('orderNo') ?? '').trim();
  return (
    <ConsoleLayout titleKey="routes.backoffice.order">
      <OrderView key={orderNo} orderNo={orderNo} />
    </ConsoleLayout>
  );
}
