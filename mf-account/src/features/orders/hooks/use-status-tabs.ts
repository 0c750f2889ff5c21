import { useTranslation } from '@labmall/shared/i18n/react';
import { ORDER_STATUSES, useOrderStatusText, type OrderCounts, type OrderStatus } from '../../../lib/order-status';
import type { TabItem } from '../components/status-tabs';

export type TabValue = OrderStatus | 'all';

/** The list's tabs: all, then each status, with its count once the counts are in ("Shipped (2)"). */
export function useStatusTabs(counts: OrderCounts | undefined): TabItem<TabValue>[] {
  const { t } = useTranslation();
  const statusText = useOrderStatusText();
  const withCount = (label: string, count: number | undefined) =>
    count === undefined ? label : t('accountOrders.tabs.withCount', { label, count });
  const total = counts ? ORDER_STATUSES.reduce((sum, status) => sum + (counts[status] ?? 0), 0) : undefined;
  return [
    { value: 'all', label: withCount(t('accountOrders.tabs.all'), total) },
    ...ORDER_STATUSES.map((status) => ({ value: status, label: withCount(statusText(status), counts?.[status]) })),
  ];
}
