import { useRequest } from '@labmall/shared/hooks/use-request';
import { staffGet } from '../../../lib/staff-api';

/** docs/help-service-api.md: submitted → reviewing → approved | rejected; approved → completed. */
export const AFTER_SALES_STATUSES = ['submitted', 'reviewing', 'approved', 'rejected', 'completed'] as const;
export type AfterSalesStatus = (typeof AFTER_SALES_STATUSES)[number];
export const AFTER_SALES_TYPES = ['return', 'exchange', 'repair', 'invoice'] as const;
export const AFTER_SALES_SORTS = ['createdAt', 'requestNo', 'status', 'statusChangedAt'] as const;
export type AfterSalesSort = (typeof AFTER_SALES_SORTS)[number];
export const PAGE_SIZES = [20, 50, 100] as const;

/** The queue's state: all of it lives in the URL query, so reload and back keep it. */
export interface AfterSalesQuery {
  page: number;
  pageSize: number;
  sort: AfterSalesSort;
  order: 'asc' | 'desc';
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

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};
const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' => (list.includes(value as T) ? (value as T) : '');

/** Reads the queue's state from the URL query (unknown values fall back to the defaults: newest first, any status). */
export function readAfterSalesQuery(search: URLSearchParams): AfterSalesQuery {
  const pageSize = positive(search.get('pageSize'), 20);
  return {
    page: positive(search.get('page'), 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : 20,
    sort: oneOf(AFTER_SALES_SORTS, search.get('sort')) || 'createdAt',
    order: search.get('order') === 'asc' ? 'asc' : 'desc',
    q: search.get('q') ?? '',
    status: oneOf(AFTER_SALES_STATUSES, search.get('status')),
    type: oneOf(AFTER_SALES_TYPES, search.get('type')),
    from: day(search.get('from')),
    to: day(search.get('to')),
  };
}

/** The query parameters sent to the server (and kept in the URL): empty filters are left out. */
export function afterSalesParams(query: AfterSalesQuery): Record<string, string> {
  const params: Record<string, string> = { page: String(query.page), pageSize: String(query.pageSize), sort: query.sort, order: query.order };
  for (const key of ['q', 'status', 'type', 'from', 'to'] as const) if (query[key].trim()) params[key] = query[key].trim();
  return params;
}

/** GET /api/backoffice/support/after-sales/list (support): one page of the queue, sorted and filtered by the server. */
export async function getAfterSalesList(query: AfterSalesQuery) {
  return staffGet<{ items: AfterSalesRow[]; total: number; page: number; pageSize: number }>('/api/backoffice/support/after-sales/list', afterSalesParams(query));
}

export const useAfterSalesList = (query: AfterSalesQuery) =>
  useRequest(`backoffice-after-sales|${new URLSearchParams(afterSalesParams(query))}`, () => getAfterSalesList(query));
