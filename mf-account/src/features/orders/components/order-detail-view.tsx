import { useEffect, useRef } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useCountdown } from '@labmall/shared/hooks/use-countdown';
import { RemoteSlot } from '@labmall/shared/ui/remote-slot';
import { isOrderNotFound } from '../model/not-found';
import { isOrderNo } from '../model/order-number';
import { useOrderActions } from '../hooks/use-order-actions';
import { useOrderDetail } from '../hooks/use-order-detail';
import { ActionNotice } from './action-notice';
import { LoadFailed, Loading } from './load-states';
import { OrderAmounts } from './order-amounts';
import { OrderCertificates } from './order-certificates';
import { OrderDelivery } from './order-delivery';
import { OrderInvoice } from './order-invoice';
import { OrderItemsTable } from './order-items-table';
import { OrderNotFound } from './order-not-found';
import { OrderOverview } from './order-overview';
import { OrderShipment } from './order-shipment';
import { OrderTimeline } from './order-timeline';
import './orders.css';

/**
 * One order of the signed-in shopper; a number that is not theirs (or no number at all) reads as not found. With
 * `groupId`, a colleague's order in that lab group, read through the group by its owner, finance or approver: the same
 * page without the buyer's actions (paying, cancelling, receipt, after-sales stay the buyer's).
 */
export function OrderDetailView({ orderNo, groupId = null }: { orderNo: string; groupId?: number | null }) {
  return isOrderNo(orderNo) ? <LoadedOrder orderNo={orderNo} groupId={groupId} /> : <OrderNotFound />;
}

function LoadedOrder({ orderNo, groupId }: { orderNo: string; groupId: number | null }) {
  const { t } = useTranslation();
  const detail = useOrderDetail(orderNo, groupId);
  const { order, reload, show } = detail;
  const heading = useRef<HTMLHeadingElement>(null);
  const actions = useOrderActions({
    onChanged: (changed) => {
      if (!changed) return reload();
      show(changed);
      heading.current?.focus(); // the button that had the focus is gone with the old state
    },
  });
  const remaining = useCountdown(order?.status === 'unpaid' ? order.payDeadline : null, detail.clockOffset);

  // At the deadline the server cancels the order on its next read: ask once, so the page shows that.
  const expired = remaining === 0;
  useEffect(() => {
    if (expired) reload();
  }, [expired, reload]);

  if (detail.error && isOrderNotFound(detail.error)) return <OrderNotFound />;
  if (detail.error) return <LoadFailed error={detail.error} fallback={t('accountOrders.detail.loadFailed')} onRetry={reload} />;
  if (!order) return <Loading label={t('accountOrders.detail.loading')} />;

  return (
    <div className="orders-detail" aria-busy={detail.loading || undefined}>
      <ActionNotice notice={actions.notice} />
      <OrderOverview
        order={order} remaining={remaining} busy={actions.busyOrderNo !== null} headingRef={heading}
        onCancel={() => actions.cancel(order.orderNo)} onConfirmReceipt={() => actions.confirmReceipt(order.orderNo)}
        onBuyAgain={() => actions.buyAgain(order.orderNo, order.items)}
      />
      {order.shipment ? <OrderShipment shipment={order.shipment} /> : null}
      <OrderItemsTable items={order.items} />
      <OrderCertificates items={order.items} />
      {/* The help-service area owns after-sales: its requests' status and the "request after-sales" link (the buyer's own). */}
      {groupId !== null ? null : <RemoteSlot<{ orderNo: string }> key={`${order.orderNo}|${order.status}`} remote="mf_help_service" module="./OrderAfterSales" props={{ orderNo: order.orderNo }} fallback={null} />}
      <OrderAmounts order={order} />
      <div className="orders-detail-grid">
        <OrderDelivery address={order.address} />
        <OrderInvoice invoice={order.invoice} />
      </div>
      <OrderTimeline events={order.timeline} />
    </div>
  );
}
