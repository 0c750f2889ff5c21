import { useRequest } from '@labmall/shared/hooks/use-request';
import { staffGet } from '../../../lib/staff-api';
import { INVOICE_TYPES, ORDER_STATUSES, type InvoiceType, type OrderRow, type OrderStatus } from './order-types';

export const ORDER_SORTS = ['createdAt', 'payAmount', 'orderNo'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];
export const PAGE_SIZES = [20, 50, 100] as const;

/** The orders table's state: all of it lives in the URL query, so reload, back and a shared link keep it. */
export interface OrdersQuery {
  page: number;
  pageSize: number;
  sort: OrderSort;
  order: 'asc' | 'desc';
  q: string;
  status: OrderStatus | '';
  from: string;
  to: string;
  buyer: string;
  institution: string;
  invoiceType: InvoiceType | '';
}
export const TEXT_FILTERS = ['q', 'from', 'to', 'buyer', 'institution'] as const;

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};
const isDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' => (list.includes(value as T) ? (value as T) : '');

/** Reads the table state from the URL query, with defaults for what is missing or invalid. */
export function readOrdersQuery(search: URLSearchParams): OrdersQuery {
  const pageSize = positive(search.get('pageSize'), 20);
  return {
    page: positive(search.get('page'), 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : 20,
    sort: oneOf(ORDER_SORTS, search.get('sort')) || 'createdAt',
    order: search.get('order') === 'asc' ? 'asc' : 'desc',
    q: search.get('q') ?? '',
    status: oneOf(ORDER_STATUSES, search.get('status')),
    from: isDay(search.get('from')),
    to: isDay(search.get('to')),
    buyer: search.get('buyer') ?? '',
    institution: search.get('institution') ?? '',
    invoiceType: oneOf(INVOICE_TYPES, search.get('invoiceType')),
  };
}

/** The query parameters sent to the server (and kept in the URL): empty filters are left out. */
export function ordersParams(query: OrdersQuery): Record<string, string> {
  const params: Record<string, string> = { page: String(query.page), pageSize: String(query.pageSize), sort: query.sort, order: query.order };
  for (const key of [...TEXT_FILTERS, 'status', 'invoiceType'] as const) {
    const value = query[key].trim();
    if (value) params[key] = value;
  }
  return params;
}

/** GET /api/backoffice/orders/list (orders): one page, sorted and filtered by the server. */
export async function getOrders(query: OrdersQuery) {
  return staffGet<{ items: OrderRow[]; total: number; page: number; pageSize: number }>('/api/backoffice/orders/list', ordersParams(query));
}

export const useOrders = (query: OrdersQuery) => useRequest(`backoffice-orders|${new URLSearchParams(ordersParams(query))}`, () => getOrders(query));
