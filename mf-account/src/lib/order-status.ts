import { useTranslation } from '@labmall/shared/i18n/react';

/** docs/checkout-api.md "OrderStatus", in the order an order moves through them (the tabs' and counts' order). */
export const ORDER_STATUSES = ['unpaid', 'paid', 'shipped', 'completed', 'cancelled', 'closed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** GET /api/order/counts: how many of the shopper's orders are in each status. */
export type OrderCounts = Record<OrderStatus, number>;

/** The shopper's words for an order status, the same on the portal and the orders pages. */
export function useOrderStatusText(): (status: OrderStatus) => string {
  const { t } = useTranslation();
  // Literal keys (no `t(\`…${x}\`)`) so the translation check sees each one the code uses.
  const texts: Record<OrderStatus, string> = {
    unpaid: t('accountCommon.orderStatus.unpaid'),
    paid: t('accountCommon.orderStatus.paid'),
    shipped: t('accountCommon.orderStatus.shipped'),
    completed: t('accountCommon.orderStatus.completed'),
    cancelled: t('accountCommon.orderStatus.cancelled'),
    closed: t('accountCommon.orderStatus.closed'),
  };
  return (status) => texts[status] ?? status;
}
