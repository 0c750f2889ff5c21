import { useRequest } from '@labmall/shared/hooks/use-request';
import { isoDay, listParams, oneOf, readListPaging, type ListPaging } from '../../../lib/list-query';
import { staffGet } from '../../../lib/staff-api';

/** docs/quotations-api.md: a quotation's states, as the buyer sees them (a quoted one past its validity is expired). */
export const QUOTATION_STATUSES = ['requested', 'quoted', 'accepted', 'expired', 'rejected', 'withdrawn'] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];
export const QUOTATION_SORTS = ['createdAt', 'quoteNo', 'totalAmount', 'wantedDate'] as const;
export type QuotationSort = (typeof QUOTATION_SORTS)[number];

/** The queue's state: all of it lives in the URL query, so reload and back keep it. */
export interface QuotationsQuery extends ListPaging<QuotationSort> {
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

/** Reads the queue's state from the URL query; the default shows what waits for an answer, oldest first is not assumed. */
export function readQuotationsQuery(search: URLSearchParams): QuotationsQuery {
  return {
    ...readListPaging(search, QUOTATION_SORTS, 'createdAt'),
    q: search.get('q') ?? '',
    status: oneOf(QUOTATION_STATUSES, search.get('status')),
    from: isoDay(search.get('from')),
    to: isoDay(search.get('to')),
  };
}

/** The query parameters sent to the server (and kept in the URL): empty filters are left out. */
export const quotationsParams = (query: QuotationsQuery) => listParams(query, ['q', 'status', 'from', 'to']);

/** GET /api/backoffice/quotations/list (quotations): one page of the queue, sorted and filtered by the server. */
export async function getQuotations(query: QuotationsQuery) {
  return staffGet<{ items: QuotationRow[]; total: number; page: number; pageSize: number }>('/api/backoffice/quotations/list', quotationsParams(query));
}

export const useQuotations = (query: QuotationsQuery) =>
  useRequest(`backoffice-quotations|${new URLSearchParams(quotationsParams(query))}`, () => getQuotations(query));
