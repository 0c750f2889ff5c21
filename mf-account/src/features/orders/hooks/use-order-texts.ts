import { useTranslation } from '@labmall/shared/i18n/react';
import type { RejectReason } from '../api/add-items-to-cart';
import type { OrderStatus } from '../../../lib/order-status';
import type { PaymentMethod, TimelineEvent } from '../api/order-types';

// Literal keys (no `t(\`…${x}\`)`) so the translation check sees each one the code uses.

export function usePaymentMethodText(): (method: PaymentMethod | null) => string {
  const { t } = useTranslation();
  const texts: Record<PaymentMethod, string> = {
    alipay: t('accountOrders.method.alipay'),
    wechat: t('accountOrders.method.wechat'),
    unionpay: t('accountOrders.method.unionpay'),
    bank_transfer: t('accountOrders.method.bankTransfer'),
  };
  return (method) => (method ? (texts[method] ?? method) : t('accountOrders.method.none'));
}

/** Why the cart refused a line of "buy again", in the shopper's language. */
export function useRejectReasonText(): (reason: RejectReason) => string {
  const { t } = useTranslation();
  const texts: Record<RejectReason, string> = {
    not_found: t('accountOrders.reject.notFound'),
    off_sale: t('accountOrders.reject.offSale'),
    out_of_stock: t('accountOrders.reject.outOfStock'),
    over_limit: t('accountOrders.reject.overLimit'),
    cart_full: t('accountOrders.reject.cartFull'),
  };
  return (reason) => texts[reason] ?? texts.not_found;
}

/** A timeline entry as an event ("Payment received") and, for the reasons the server records, why. */
export function useTimelineText(): (event: TimelineEvent) => { title: string; reason: string | null } {
  const { t } = useTranslation();
  const titles: Record<OrderStatus, string> = {
    unpaid: t('accountOrders.timeline.placed'),
    paid: t('accountOrders.timeline.paid'),
    shipped: t('accountOrders.timeline.shipped'),
    completed: t('accountOrders.timeline.completed'),
    cancelled: t('accountOrders.timeline.cancelled'),
    closed: t('accountOrders.timeline.closed'),
  };
  // api: cancel-order.ts (buyer), expire-orders.ts (payment_timeout), ops/order-ops.ts (refunded), console (staff).
  const reasons: Record<string, string> = {
    buyer: t('accountOrders.timeline.reason.buyer'),
    staff: t('accountOrders.timeline.reason.staff'),
    payment_timeout: t('accountOrders.timeline.reason.paymentTimeout'),
    refunded: t('accountOrders.timeline.reason.refunded'),
  };
  return (event) => ({ title: titles[event.to], reason: (event.reason && reasons[event.reason]) || null });
}
