import type { OrderStatus, orderEvents } from '../../db/schema/orders';
import { localize, type Lang } from '../../i18n/language';
import { fenToYuan } from '../../lib/money';
import type { OrderRow } from './find-own-order';
import type { OrderItemRow } from './repository';
import { certificatePdfUrl } from '../product-safety/lot-number';
import type { OrderDetail, OrderSummary, orderActions } from './response-schemas';

type Action = (typeof orderActions)[number];

/** What the shopper may do with an order in each status (the buttons of the order pages). */
const actionsByStatus: Record<OrderStatus, Action[]> = {
  unpaid: ['pay', 'cancel'],
  paid: ['buyAgain', 'afterSales'],
  shipped: ['confirmReceipt', 'buyAgain', 'afterSales'],
  completed: ['buyAgain', 'afterSales'],
  cancelled: ['buyAgain'],
  closed: ['buyAgain'],
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** How many lines an order card of the list shows; the detail has them all. */
export const SUMMARY_LINES = 3;

const lineView = (item: OrderItemRow, lang: Lang) => ({
  productId: item.productId,
  skuId: item.skuId,
  skuCode: item.skuCode,
  name: localize(item.name, lang),
  spec: localize(item.spec, lang),
  image: item.images[0] ?? '',
  unitPrice: fenToYuan(item.unitPrice),
  listPrice: item.listPrice === null ? null : fenToYuan(item.listPrice),
  quantity: item.quantity,
  amount: fenToYuan(item.unitPrice * item.quantity),
});

/** The list's row: its first lines and what the shopper may do; the deadline only while it matters (unpaid). */
export function toSummary(order: OrderRow, items: OrderItemRow[], lang: Lang): OrderSummary {
  const first = items[0];
  return {
    orderNo: order.orderNo,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    payDeadline: order.status === 'unpaid' ? iso(order.payDeadline) : null,
    payAmount: fenToYuan(order.payAmount),
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    firstItem: { name: first ? localize(first.name, lang) : '', image: first?.images[0] ?? '' },
    paymentMethod: order.paymentMethod,
    lineCount: items.length,
    lines: items.slice(0, SUMMARY_LINES).map((item) => lineView(item, lang)),
    actions: actionsByStatus[order.status],
    terms: order.paymentTerms === null ? null : termsView(order),
  };
}

/** A term order's standing: paid once its transfer was confirmed; overdue when unpaid (and not cancelled or closed) past its due date. */
const termsView = (order: OrderRow) => {
  const open = order.paidAt === null && order.status !== 'cancelled' && order.status !== 'closed';
  return { kind: 'invoice' as const, dueAt: iso(order.dueAt), paid: order.paidAt !== null, overdue: open && order.dueAt !== null && order.dueAt.getTime() <= Date.now() };
};

/**
 * When a term order was paid by a transfer confirmed after it shipped (payments/confirm-term-payment.ts): the order
 * stays shipped, so no status event records the payment; its paid_at does. Null for every other order.
 */
export function termPaymentAt(order: { paymentTerms: string | null; paidAt: Date | null }, events: { toStatus: string }[]): Date | null {
  if (order.paymentTerms === null || order.paidAt === null || events.some((event) => event.toStatus === 'paid')) return null;
  return order.paidAt;
}

type TimelineEntry = OrderDetail['timeline'][number];
/** The buyer's timeline with a term payment in its place ("Payment received"), after the status it came in. */
function withTermPayment(order: OrderRow, timeline: TimelineEntry[]): TimelineEntry[] {
  const paidAt = termPaymentAt(order, timeline.map((entry) => ({ toStatus: entry.to })));
  if (!paidAt) return timeline;
  const at = paidAt.toISOString();
  const before = timeline.filter((entry) => entry.at <= at);
  const payment: TimelineEntry = { from: before.at(-1)?.to ?? null, to: 'paid', actor: 'ops', reason: null, at };
  return [...before, payment, ...timeline.filter((entry) => entry.at > at)];
}

/** `lots`: what each line shipped from, by SKU (product-safety), each with its certificate's PDF. */
export function toDetail(
  order: OrderRow,
  items: OrderItemRow[],
  events: (typeof orderEvents.$inferSelect)[],
  lang: Lang,
  lots: Map<number, Array<{ lotNumber: string; quantity: number }>> = new Map(),
): OrderDetail {
  return {
    ...toSummary(order, items, lang),
    items: items.map((item) => ({
      ...lineView(item, lang),
      lots: (lots.get(item.skuId) ?? []).map((lot) => ({ ...lot, certificateUrl: certificatePdfUrl(lot.lotNumber) })),
    })),
    goodsAmount: fenToYuan(order.goodsAmount),
    reductionAmount: fenToYuan(order.reductionAmount),
    couponAmount: fenToYuan(order.couponAmount),
    shippingAmount: fenToYuan(order.shippingAmount),
    address: order.address,
    invoice: order.invoice ?? { type: 'none' },
    note: order.note,
    pointsEarned: order.pointsEarned,
    paidAt: iso(order.paidAt),
    shippedAt: iso(order.shippedAt),
    completedAt: iso(order.completedAt),
    cancelledAt: iso(order.cancelledAt),
    closeReason: order.closeReason,
    shipment: order.carrier || order.trackingNo ? { carrier: order.carrier, trackingNo: order.trackingNo } : null,
    timeline: withTermPayment(order, events.map((event) => ({ from: event.fromStatus, to: event.toStatus, actor: event.actor, reason: event.reason, at: event.createdAt.toISOString() }))),
  };
}
