import { useRequest } from '@labmall/shared/hooks/use-request';
import { staffGet } from '../../../lib/staff-api';

/** docs/quotations-api.md: a quotation's states, as the buyer sees them (a quoted one past its validity is expired). */
export const QUOTATION_STATUSES = ['requested', 'quoted', 'accepted', 'expired', 'rejected', 'withdrawn'] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];
export const QUOTATION_SORTS = ['createdAt', 'quoteNo', 'totalAmount', 'wantedDate'] as const;
export type QuotationSort = (typeof QUOTATION_SORTS)[number];
export const PAGE_SIZES = [20, 50, 100] as const;

/** The queue's state: all of it lives in the URL query, so reload and back keep it. */
export interface QuotationsQuery {
  page: number;
  pageSize: number;
  sort: QuotationSort;
  order: 'asc' | 'desc';
  q: string;
  status: QuotationStatus | '';
  from: string;
  to: string;
}

export interface QuotationRow {
  quoteNo: string;
  status: QuotationStatus;
  createdAt: string;
  buyerAccount: string;
  institution: string;
  lineCount: number;
  totalAmount: number | null;
  validUntil: string | null;
  wantedDate: string;
}

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};
const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

/** Reads the queue's state from the URL query; the default shows what waits for an answer, oldest first is not assumed. */
export function readQuotationsQuery(search: URLSearchParams): QuotationsQuery {
  const sort = search.get('sort') as QuotationSort;
  const status = search.get('status') as QuotationStatus;
  const pageSize = positive(search.get('pageSize'), 20);
  return {
    page: positive(search.get('page'), 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : 20,
    sort: QUOTATION_SORTS.includes(sort) ? sort : 'createdAt',
    order: search.get('order') === 'asc' ? 'asc' : 'desc',
    q: search.get('q') ?? '',
    status: QUOTATION_STATUSES.includes(status) ? status : '',
    from: day(search.get('from')),
    to: day(search.get('to')),
  };
}

/** The query parameters sent to the server (and kept in the URL): empty filters are left out. */
export function quotationsParams(query: QuotationsQuery): Record<string, string> {
  const params: Record<string, string> = { page: String(query.page), pageSize: String(query.pageSize), sort: query.sort, order: query.order };
  if (query.q.trim()) params.q = query.q.trim();
  if (query.status) params.status = query.status;
  if (query.from) params.from = query.from;
  if (query.to) params.to = query.to;
  return params;
}

/** GET /api/backoffice/quotations/list (quotations): one page of the queue, sorted and filtered by the server. */
export async function getQuotations(query: QuotationsQuery) {
  return staffGet<{ items: QuotationRow[]; total: number; page: number; pageSize: number }>('/api/backoffice/quotations/list', quotationsParams(query));
}

export const useQuotations = (query: QuotationsQuery) =>
  useRequest(`backoffice-quotations|${new URLSearchParams(quotationsParams(query))}`, () => getQuotations(query));
