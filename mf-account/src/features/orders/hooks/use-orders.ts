import { useCallback } from 'react';
import { useRequest } from '@labmall/shared/hooks/use-request';
import { useOrderCounts } from '../../../lib/get-order-counts';
import { getOrders } from '../api/get-orders';
import { PAGE_SIZE, type OrderListQuery } from '../model/list-query';

/**
 * One page of orders for the query and the tabs' counts. The counts are loaded once per visit, not per tab,
 * page or keyword (they do not depend on them); `reload` asks for both again after an order changed.
 */
export function useOrders({ status, keyword, page }: OrderListQuery) {
  const key = JSON.stringify([status, keyword, page]);
  const list = useRequest(`orders|${key}`, (signal) =>
    getOrders({ status: status ?? undefined, keyword: keyword || undefined, page, pageSize: PAGE_SIZE }, signal),
  );
  const counts = useOrderCounts();
  const { retry: retryList } = list;
  const { retry: retryCounts } = counts;
  const reload = useCallback(() => {
    retryList();
    retryCounts();
  }, [retryList, retryCounts]);
  return { list, counts: counts.data, reload };
}
