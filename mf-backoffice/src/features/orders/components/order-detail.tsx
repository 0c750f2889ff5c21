import { useRef, useState } from 'react';
import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { LoadFailed, Loading } from '../../../components/load-state';
import { SaveResult } from '../../../components/form-alert';
import { useOrder } from '../api/get-order';
import type { ActionOutcome } from '../hooks/use-order-action';
import { OrderActions } from './order-actions';
import { OrderFacts } from './order-facts';
import { OrderLabGroup } from './order-lab-group';
import { OrderLines } from './order-lines';
import { OrderPayments } from './order-payments';
import { OrderTimeline } from './order-timeline';

/**
 * One order for staff: its summary, lines with lots, payments, timeline and the actions its status allows. After an
 * action the order is read again (new version); a 409 leaves it as shown and asks the staff member to reload first.
 */
export function OrderDetail({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const [version, setVersion] = useState(0);
  const [outcome, setOutcome] = useState<ActionOutcome>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const order = useOrder(orderNo, version);
  const reload = () => {
    setOutcome({});
    setVersion((n) => n + 1);
  };
  const changed = (next: ActionOutcome) => {
    setOutcome(next);
    if (!next.stale) setVersion((n) => n + 1);
    heading.current?.focus(); // the dialog and its opener may be gone with the old status
  };

  const back = <p><Link to={localize('/backoffice/orders')}>{t('backoffice.orders.detail.back')}</Link></p>;
  if (!orderNo) return <>{back}<p role="alert">{t('backoffice.orders.detail.notFound', { orderNo: '' })}</p></>;
  return (
    <>
      {back}
      <h2 ref={heading} tabIndex={-1}>{t('backoffice.orders.detail.heading', { orderNo })}</h2>
      <SaveResult error={outcome.stale ? t('backoffice.orders.stale') : null} done={outcome.done ?? null} />
      {outcome.stale ? <button type="button" className="button button-primary" onClick={reload}>{t('backoffice.orders.reload')}</button> : null}
      {order.error && !order.data ? <LoadFailed error={order.error} onRetry={order.retry} /> : null}
      {order.loading && !order.data ? <Loading /> : null}
      {order.data ? (
        <div aria-busy={order.loading || undefined}>
          {outcome.stale ? null : <OrderActions key={order.data.version} order={order.data} onChanged={changed} />}
          <OrderFacts order={order.data} />
          <OrderLabGroup order={order.data} />
          <OrderLines lines={order.data.items} />
          <OrderPayments payments={order.data.payments} />
          <OrderTimeline entries={order.data.timeline} />
        </div>
      ) : null}
    </>
  );
}
