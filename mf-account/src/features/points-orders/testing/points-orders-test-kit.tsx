// Fakes for the points-orders feature's tests (used by *.test.tsx only, never by the remote's code); rendering: src/testing.
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, type FakeReply } from '@labmall/shared/api/test-adapter';
import type { PointsOrderDetail, PointsOrderSummary } from '../api/points-order-types';

const ok = (data: unknown): FakeReply => ({ body: { code: 200, message: 'ok', data } });
const notFound: FakeReply = { status: 404, body: { code: 404, message: 'This page could not be found', data: null } };

let next = 1;
export function pointsOrder(fields: Partial<PointsOrderDetail> = {}): PointsOrderDetail {
  return {
    orderNo: `PX${1000 + next++}`, status: 'pending', pointsAmount: 1500, note: '', createdAt: '2025-03-05T12:00:00.000Z',
    shippedAt: null, completedAt: null, cancelledAt: null,
    address: { receiver: 'Li Lei', mobile: '13800138000', province: '广东省', city: '深圳市', district: '南山区', detail: '1 Keyuan Road', postcode: '518057' },
    items: [{ productId: 1, name: 'Pipette set', image: '/img/pipette.jpg', points: 500, quantity: 3 }],
    ...fields,
  };
}

/** What the list answers for an order: the detail without address, note and step dates, plus the item count. */
function summaryOf({ orderNo, status, pointsAmount, createdAt, items }: PointsOrderDetail): PointsOrderSummary {
  return { orderNo, status, pointsAmount, createdAt, items, itemCount: items.reduce((sum, item) => sum + item.quantity, 0) };
}

/**
 * A stand-in for the points-order API: the list filtered by `status` and cut into pages as the server does,
 * the detail of the shopper's own orders and 404 for any other number. `fail` makes every call fail.
 */
export function servePointsOrders(orders: PointsOrderDetail[]) {
  const server = { fail: false, calls: [] as { url: string; params: Record<string, unknown> }[] };
  apiClient.defaults.adapter = createFakeAdapter((config) => {
    const url = config.url ?? '';
    const params = (config.params ?? {}) as { status?: string; page?: number; pageSize?: number; orderNo?: string };
    server.calls.push({ url, params });
    if (server.fail) return 'network';
    if (url === '/api/points-order/list') {
      const page = params.page ?? 1;
      const pageSize = params.pageSize ?? 10;
      const matching = orders.filter((order) => !params.status || order.status === params.status).map(summaryOf);
      return ok({ items: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length, page, pageSize });
    }
    if (url === '/api/points-order/detail') {
      const order = orders.find((o) => o.orderNo === params.orderNo);
      return order ? ok(order) : notFound;
    }
    return notFound;
  }).adapter;
  return server;
}

export function stopServing() {
  apiClient.defaults.adapter = undefined;
}
