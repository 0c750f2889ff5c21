import { useRequest } from '@labmall/shared/hooks/use-request';
import { isoDay, listParams, oneOf, positiveInt, readListPaging, type ListPaging } from '../../../lib/list-query';
import { staffGet } from '../../../lib/staff-api';
import { INVOICE_TYPES, ORDER_STATUSES, type InvoiceType, type OrderRow, type OrderStatus } from './order-types';

export const ORDER_SORTS = ['createdAt', 'payAmount', 'orderNo'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

/** The orders table's state: all of it lives in the URL query, so reload, back and a shared link keep it. */
export interface OrdersQuery extends ListPaging<OrderSort> {
  q: string;
  status: OrderStatus | '';
  from: string;
  to: string;
  buyer: string;
  institution: string;
  invoiceType: InvoiceType | '';
  /** One lab group's orders: its id, or '' for any. */
  labGroupId: string;
  /** 'only': group orders of any group. */
  groupOrders: 'only' | '';
}
export const TEXT_FILTERS = ['q', 'from', 'to', 'buyer', 'institution'] as const;

/** Reads the table state from the URL query, with defaults for what is missing or invalid. */
export function readOrdersQuery(search: URLSearchParams): OrdersQuery {
  return {
    ...readListPaging(search, ORDER_SORTS, 'createdAt'),
    q: search.get('q') ?? '',
    status: oneOf(ORDER_STATUSES, search.get('status')),
    from: isoDay(search.get('from')),
    to: isoDay(search.get('to')),
    buyer: search.get('buyer') ?? '',
    institution: search.get('institution') ?? '',
    invoiceType: oneOf(INVOICE_TYPES, search.get('invoiceType')),
    labGroupId: String(positiveInt(search.get('labGroupId'), 0) || ''),
    groupOrders: oneOf(['only'] as const, search.get('groupOrders')),
  };
}

/** The query parameters sent to the server (and kept in the URL): empty filters are left out. */
export const ordersParams = (query: OrdersQuery) => listParams(query, [...TEXT_FILTERS, 'status', 'invoiceType', 'labGroupId', 'groupOrders']);

/** GET /api/backoffice/orders/list (orders): one page, sorted and filtered by the server. */
export async function getOrders(query: OrdersQuery) {
  return staffGet<{ items: OrderRow[]; total: number; page: number; pageSize: number }>('/api/backoffice/orders/list', ordersParams(query));
}

export const useOrders = (query: OrdersQuery) => useRequest(`backoffice-orders|${new URLSearchParams(ordersParams(query))}`, () => getOrders(query));
