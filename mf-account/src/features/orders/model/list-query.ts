import { ORDER_STATUSES, type OrderStatus } from '../../../lib/order-status';

/** The API takes a keyword of 1–50 characters. */
export const MAX_KEYWORD = 50;
/** The API's default page size, sent explicitly so the pager and the server agree. */
export const PAGE_SIZE = 10;

/** The list's tab, search and page: all of it lives in the URL so reload, links and back/forward restore it. */
export interface OrderListQuery {
  /** null = the "all" tab. */
  status: OrderStatus | null;
  keyword: string;
  page: number;
}

const isStatus = (value: string | null): value is OrderStatus => ORDER_STATUSES.some((status) => status === value);

/** Reads `status=shipped&keyword=foil&page=2`; a hand-edited bad value falls back to its default, never fails. */
export function readOrderListQuery(params: URLSearchParams): OrderListQuery {
  const status = params.get('status');
  const page = params.get('page') ?? '';
  return {
    status: isStatus(status) ? status : null,
    keyword: (params.get('keyword') ?? '').trim().slice(0, MAX_KEYWORD),
    page: /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 1,
  };
}

/** Writes the query over `params`, keeping what the list does not own; defaults are left out of the URL. */
export function writeOrderListQuery(params: URLSearchParams, query: OrderListQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
  set('status', query.status ?? undefined);
  set('keyword', query.keyword.trim() || undefined);
  set('page', query.page > 1 ? String(query.page) : undefined);
  return next;
}
