import { useCallback, useState } from 'react';
import { useRequest } from '@labmall/shared/hooks/use-request';
import type { OrderDetail } from '../api/order-types';
import { getGroupOrderDetail, getOrderDetail } from '../api/get-order-detail';

/**
 * One order. After cancel or confirm-receipt the page shows the order those calls answered, until a newer
 * load (a reload, the language) replaces it: no second request just to see the new state. With `groupId`, a
 * colleague's order read through the group (read-only).
 */
export function useOrderDetail(orderNo: string, groupId: number | null = null) {
  const request = useRequest(`order|${orderNo}|${groupId ?? ''}`, (signal) => (groupId === null ? getOrderDetail(orderNo, signal) : getGroupOrderDetail(groupId, orderNo, signal)));
  const [changed, setChanged] = useState<{ base: unknown; order: OrderDetail } | null>(null);
  const order = changed && changed.base === request.data ? changed.order : request.data?.order;
  const { data } = request;
  const show = useCallback((next: OrderDetail) => setChanged({ base: data, order: next }), [data]);
  return { order, clockOffset: request.data?.clockOffset ?? 0, error: request.error, loading: request.loading, reload: request.retry, show };
}
