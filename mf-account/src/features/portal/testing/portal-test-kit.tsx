// Fakes of the portal's calls (used by *.test.tsx only, never by the remote's code); rendering: src/testing.
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, type FakeReply } from '@labmall/shared/api/test-adapter';
import type { OrderCounts } from '../../../lib/order-status';
import type { MyCoupon, RecentOrder } from '../api/portal-types';

export const ok = (data: unknown): FakeReply => ({ body: { code: 200, message: 'ok', data } });
export const serverError: FakeReply = { status: 500, body: { code: 500, message: 'Internal Server Error', data: null } };

/** Answers each path with its reply (or the reply of a function, so a test can change it); records path and query. */
export function serve(replies: Record<string, FakeReply | (() => FakeReply)>) {
  const calls: { url: string; params: unknown }[] = [];
  apiClient.defaults.adapter = createFakeAdapter((config) => {
    const url = config.url ?? '';
    calls.push({ url, params: config.params });
    const reply = replies[url];
    if (!reply) return { status: 404, body: { code: 404, message: 'Not found', data: null } };
    return typeof reply === 'function' ? reply() : reply;
  }).adapter;
  return calls;
}

export function stopServing() {
  apiClient.defaults.adapter = undefined;
}

export const counts = (fields: Partial<OrderCounts> = {}): OrderCounts => ({
  unpaid: 0, paid: 0, shipped: 0, completed: 0, cancelled: 0, closed: 0, ...fields,
});

let nextId = 1;
export function coupon(fields: Partial<MyCoupon> = {}): MyCoupon {
  return {
    userCouponId: nextId++, name: 'New-user coupon', kind: 'cash', amount: 20, rate: null, threshold: 199,
    validTo: '2030-06-30T12:00:00.000Z', ...fields,
  };
}

export function recentOrder(fields: Partial<RecentOrder> = {}): RecentOrder {
  return { orderNo: `LM${nextId++}`, status: 'paid', createdAt: '2025-03-05T12:00:00.000Z', payAmount: 1234.5, itemCount: 2, ...fields };
}
