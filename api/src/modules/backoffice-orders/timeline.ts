import type { orderEvents, OrderStatus } from '../../db/schema/orders';
import { termPaymentAt } from '../orders/order-view';
import { orderAuditActions } from './detail-repository';

type Event = typeof orderEvents.$inferSelect;
type StaffWrite = { action: string; account: string; after: unknown };
export type TimelineEntry = { kind: string; at: string; actor: string; staff: string | null; reason: string | null };

/** What a status change means to staff: a bank transfer confirmed by hand and a refund read differently from a plain move. */
function kindOf(event: Event, paymentMethod: string | null): string {
  if (event.fromStatus === null) return 'created';
  if (event.toStatus === 'paid' && event.actor === 'ops' && paymentMethod === 'bank_transfer') return 'transferConfirmed';
  if (event.toStatus === 'closed' && event.reason === 'refunded') return 'refunded';
  return event.toStatus;
}

const statusAfter = (write: StaffWrite) => (write.after as { status?: OrderStatus } | null)?.status;

/**
 * The order's timeline as the database records it: every event of order_events (its creation by place_order, then
 * each status change: who, when, why; an order written without its creation event gets one from created_at). A
 * change staff made names the staff account from the audit log (each status is reached at most once, so the write
 * that ended in that status is the one).
 */
export function buildTimeline(
  order: { createdAt: Date; paymentMethod: string | null; paymentTerms: string | null; paidAt: Date | null },
  events: Event[],
  writes: StaffWrite[],
): TimelineEntry[] {
  const created: TimelineEntry = { kind: 'created', at: order.createdAt.toISOString(), actor: 'buyer', staff: null, reason: null };
  const entries = events.map((event) => ({
    kind: kindOf(event, order.paymentMethod),
    at: event.createdAt.toISOString(),
    actor: event.actor,
    staff: event.actor === 'ops' ? (writes.find((write) => statusAfter(write) === event.toStatus)?.account ?? null) : null,
    reason: event.reason,
  }));
  const timeline = events.some((event) => event.fromStatus === null) ? entries : [created, ...entries];
  // A term order's transfer confirmed after shipping changes no status: it is placed by its time (order-view.ts).
  const paidAt = termPaymentAt(order, events);
  if (!paidAt) return timeline;
  const staff = writes.find((write) => write.action === orderAuditActions.confirmTransfer)?.account ?? null;
  const payment: TimelineEntry = { kind: 'transferConfirmed', at: paidAt.toISOString(), actor: 'ops', staff, reason: null };
  return [...timeline, payment].sort((a, b) => a.at.localeCompare(b.at));
}
