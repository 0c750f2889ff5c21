// Fakes for the orders feature's tests (used by *.test.ts(x) only, never by the remote's code); rendering: src/testing.
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, sentBody, type FakeReply } from '@labmall/shared/api/test-adapter';
import { ORDER_STATUSES, type OrderStatus } from '../../../lib/order-status';
import type { RejectedLine } from '../api/add-items-to-cart';
import type { OrderAction, OrderDetail, OrderItem, OrderSummary } from '../api/order-types';

/** What the server allows in each status (api/src/modules/orders/order-view.ts): the fake server answers it. */
const SERVER_ACTIONS: Record<OrderStatus, OrderAction[]> = {
  unpaid: ['pay', 'cancel'],
  paid: ['buyAgain', 'afterSales'],
  shipped: ['confirmReceipt', 'buyAgain', 'afterSales'],
  completed: ['buyAgain', 'afterSales'],
  cancelled: ['buyAgain'],
  closed: ['buyAgain'],
};

let nextSku = 500;
export function orderItem(fields: Partial<OrderItem> = {}): OrderItem {
  const skuId = fields.skuId ?? nextSku++;
  return {
    productId: skuId * 10, skuId, skuCode: `SKU-${skuId}`, name: 'Lithium foil', spec: '0.1 mm × 100 mm', image: `/media/products/${skuId}/1.svg`,
    unitPrice: 45.5, listPrice: null, quantity: 2, amount: 91, ...fields,
  };
}

export function orderDetail(fields: Partial<OrderDetail> = {}): OrderDetail {
  const status = fields.status ?? 'unpaid';
  const items = fields.items ?? [orderItem()];
  return {
    orderNo: 'LM20260101100001', status, createdAt: '2026-01-01T02:00:00.000Z',
    payDeadline: status === 'unpaid' ? new Date(Date.now() + 30 * 60_000).toISOString() : null,
    payAmount: 101, itemCount: items.reduce((sum, item) => sum + item.quantity, 0), paymentMethod: null,
    lineCount: items.length, lines: items.slice(0, 3), items, goodsAmount: 91, reductionAmount: 0, couponAmount: 0, shippingAmount: 10,
    address: {
      receiver: 'Han Meimei', mobile: '13912345678', provinceCode: '440000', cityCode: '440300', districtCode: '440305',
      province: '广东省', city: '深圳市', district: '南山区', detail: '9 Gaoxin South Road', postcode: '518057',
    },
    invoice: { type: 'none' }, note: '', pointsEarned: 0, paidAt: null, shippedAt: null, completedAt: null, cancelledAt: null,
    closeReason: null, shipment: null, timeline: [{ from: null, to: 'unpaid', actor: 'buyer', reason: null, at: '2026-01-01T02:00:00.000Z' }],
    actions: SERVER_ACTIONS[status], ...fields,
  };
}

/** What GET /api/order/list answers for an order: the summary, with the first three lines and the allowed actions. */
function summaryOf(order: OrderDetail): OrderSummary {
  const { orderNo, status, createdAt, payDeadline, payAmount, itemCount, paymentMethod, items, actions, labGroup, terms } = order;
  return { orderNo, status, createdAt, payDeadline, payAmount, itemCount, paymentMethod, lineCount: items.length, lines: items.slice(0, 3), actions, labGroup, terms };
}

const ok = (data: unknown): FakeReply => ({ body: { code: 200, message: 'ok', success: true, data } });
const notFound: FakeReply = { status: 404, body: { code: 404, message: 'The requested resource was not found', data: null } };
const stateChanged: FakeReply = { status: 409, body: { code: 409, message: "The order's status has changed, so this can no longer be done", data: null } };

/**
 * A small in-memory stand-in for the order and cart API (docs/checkout-api.md "Orders"): list with status,
 * keyword and paging; counts; detail (404 for unknown numbers); cancel and confirm-receipt with the server's
 * status rules; batch add refusing the lines in `refuse`. `requests` records what was sent.
 */
export function serveOrders(initial: OrderDetail[]) {
  const shop = {
    orders: [...initial],
    refuse: [] as RejectedLine[],
    cartLines: 0,
    /** Answers the next request to this URL with the given reply instead. */
    once: new Map<string, FakeReply>(),
    requests: [] as { url: string; params: Record<string, unknown>; body: unknown }[],
    calls: (url: string) => shop.requests.filter((r) => r.url === url),
  };
  const move = (orderNo: string, from: OrderDetail['status'], to: OrderDetail['status']): FakeReply => {
    const order = shop.orders.find((o) => o.orderNo === orderNo);
    if (!order) return notFound;
    if (order.status !== from) return stateChanged;
    const at = new Date().toISOString();
    const moved: OrderDetail = {
      ...order, status: to, actions: SERVER_ACTIONS[to], payDeadline: null,
      timeline: [...order.timeline, { from, to, actor: 'buyer', reason: to === 'cancelled' ? 'buyer' : null, at }],
    };
    shop.orders = shop.orders.map((o) => (o.orderNo === orderNo ? moved : o));
    return ok(moved);
  };
  apiClient.defaults.adapter = createFakeAdapter((config) => {
    const url = config.url ?? '';
    const params = (config.params ?? {}) as Record<string, string | number | undefined>;
    shop.requests.push({ url, params, body: config.data === undefined ? undefined : sentBody(config) });
    const scripted = shop.once.get(url);
    if (scripted) {
      shop.once.delete(url);
      return scripted;
    }
    if (url === '/api/order/list') {
      const keyword = String(params.keyword ?? '').toLowerCase();
      const matching = shop.orders.filter((o) => (!params.status || o.status === params.status)
        && (!keyword || o.orderNo.toLowerCase().includes(keyword) || o.items.some((i) => i.name.toLowerCase().includes(keyword))));
      const page = Number(params.page ?? 1);
      const pageSize = Number(params.pageSize ?? 10);
      const items = matching.slice((page - 1) * pageSize, page * pageSize).map(summaryOf);
      return ok({ items, total: matching.length, page, pageSize });
    }
    if (url === '/api/order/counts') {
      return ok(Object.fromEntries(ORDER_STATUSES.map((s) => [s, shop.orders.filter((o) => o.status === s).length])));
    }
    const orderNo = String(params.orderNo ?? '');
    if (url === '/api/order/detail') {
      const order = shop.orders.find((o) => o.orderNo === orderNo);
      return order ? ok(order) : notFound;
    }
    if (url === '/api/order/cancel') return move(orderNo, 'unpaid', 'cancelled');
    if (url === '/api/order/confirm-receipt') return move(orderNo, 'shipped', 'completed');
    if (url === '/api/shoppingcart/batchaddshoppingcart') {
      const { items } = sentBody(config) as { items: unknown[] };
      shop.cartLines += items.length - shop.refuse.length;
      const cart = Array.from({ length: shop.cartLines }, (_, id) => ({ id }));
      if (shop.refuse.length === 0) return ok(cart);
      return { body: { code: -1007, message: 'Some items could not be added', success: true, data: { cart, rejected: shop.refuse } } };
    }
    if (url === '/api/shoppingcart/get') return ok(Array.from({ length: shop.cartLines }, (_, id) => ({ id })));
    return notFound;
  }).adapter;
  return shop;
}

export function stopServing() {
  apiClient.defaults.adapter = undefined;
}
