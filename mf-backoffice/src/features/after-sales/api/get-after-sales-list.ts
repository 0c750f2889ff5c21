import { useRequest } from '@labmall/shared/hooks/use-request';
import { isoDay, listParams, oneOf, readListPaging, type ListPaging } from '../../../lib/list-query';
import { staffGet } from '../../../lib/staff-api';

/** docs/help-service-api.md: submitted → reviewing → approved | rejected; approved → completed. */
export const AFTER_SALES_STATUSES = ['submitted', 'reviewing', 'approved', 'rejected', 'completed'] as const;
export type AfterSalesStatus = (typeof AFTER_SALES_STATUSES)[number];
export const AFTER_SALES_TYPES = ['return', 'exchange', 'repair', 'invoice'] as const;
export const AFTER_SALES_SORTS = ['createdAt', 'requestNo', 'status', 'statusChangedAt'] as const;
export type AfterSalesSort = (typeof AFTER_SALES_SORTS)[number];

/** The queue's state: all of it lives in the URL query, so reload and back keep it. */
export interface AfterSalesQuery extends ListPaging<AfterSalesSort> {
  q: string;
  status: AfterSalesStatus | '';
  type: string;
  from: string;
  to: string;
}

export interface AfterSalesRow {
  requestNo: string;
  orderNo: string;
  account: string;
  type: string;
  reason: string;
  status: AfterSalesStatus;
  createdAt: string;
  statusChangedAt: string | null;
  photoCount: number;
}

/** Reads the queue's state from the URL query (unknown values fall back to the defaults: newest first, any status). */
export function readAfterSalesQuery(search: URLSearchParams): AfterSalesQuery {
  return {
    ...readListPaging(search, AFTER_SALES_SORTS, 'createdAt'),
    q: search.get('q') ?? '',
    status: oneOf(AFTER_SALES_STATUSES, search.get('status')),
    type: oneOf(AFTER_SALES_TYPES, search.get('type')),
    from: isoDay(search.get('from')),
    to: isoDay(search.get('to')),
  };
}

/** The query parameters sent to the server (and kept in the URL): empty filters are left out. */
export const afterSalesParams = (query: AfterSalesQuery) => listParams(query, ['q', 'status', 'type', 'from', 'to']);

/** GET /api/backoffice/support/after-sales/list (support): one page of the queue, sorted and filtered by the server. */
export async function getAfterSalesList(query: AfterSalesQuery) {
  return staffGet<{ items: AfterSalesRow[]; total: number; page: number; pageSize: number }>('/api/backoffice/support/after-sales/list', afterSalesParams(query));
}

export const useAfterSalesList = (query: AfterSalesQuery) =>
  useRequest(`backoffice-after-sales|${new URLSearchParams(afterSalesParams(query))}`, () => getAfterSalesList(query));
