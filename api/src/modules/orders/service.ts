import type { Config } from '../../config';
import type { OrderStatus } from '../../db/schema/orders';
import type { Db } from '../../db/types';
import type { Lang } from '../../i18n/language';
import { AppError, notFound } from '../../lib/app-error';
import { fenToYuan } from '../../lib/money';
import { invalidateCatalogue } from '../../lib/response-cache';
import { resolveItems } from '../promotions/order-items';
import { priceOrder } from '../promotions/price-order';
import { pricingView } from '../promotions/pricing-view';
import type { PricingView } from '../promotions/schemas';
import { cancelOrder } from './cancel-order';
import { expireOverdueOrders } from './expire-orders';
import { findOwnOrder, type OrderRow } from './find-own-order';
import { findRequest, KeyTaken, requestHash } from './idempotency';
import { listOrders } from './list-repository';
import { toDetail, toSummary } from './order-view';
import { placeOrder } from './place-order';
import { createSafetyRepository } from '../product-safety/repository';
import { createOrderRepository } from './repository';
import type { Created, OrderDetail, OrderSummary } from './response-schemas';
import type { CreateInput, ListQuery, PreviewInput } from './schemas';
import { moveOrder } from './transitions';
import { groupTagsOf } from '../lab-groups/group-order';

type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

/** One order as its buyer reads it (lines, lots, timeline, group); also what a lab group's finance reads (lab-groups/group-orders.ts). */
export async function readOrderDetail(db: Db, order: OrderRow, lang: Lang): Promise<OrderDetail> {
  const repo = createOrderRepository(db);
  const [items, events, lots, tags] = await Promise.all([repo.itemsOf([order.id]), repo.timeline(order.id), createSafetyRepository(db).lotsOfOrder(order.id), groupTagsOf(db, [order])]);
  return { ...toDetail(order, items, events, lang, lots), labGroup: tags.get(order.id) ?? null };
}

/** The shopper's orders (docs/checkout-api.md "Orders"). */
export function createOrderService(db: Db, config: Config) {
  const repo = createOrderRepository(db);

  const created = (order: Pick<OrderRow, 'orderNo' | 'status' | 'payAmount' | 'payDeadline'>): Created => ({
    orderNo: order.orderNo,
    status: order.status,
    payAmount: fenToYuan(order.payAmount),
    payDeadline: order.status === 'unpaid' && order.payDeadline ? order.payDeadline.toISOString() : null,
  });

  /** The answer to a repeated key: the same order for the same body, 422 for another body. */
  const replay = async (userId: number, key: string, hash: string): Promise<Created | undefined> => {
    const earlier = await findRequest(db, userId, key);
    if (!earlier) return undefined;
    if (earlier.hash !== hash) throw new AppError(422, 'idempotencyMismatch');
    return created((await repo.byId(earlier.orderId))!);
  };

  const detailOf = (order: OrderRow, lang: Lang) => readOrderDetail(db, order, lang);

  const ownOrder = async (userId: number, orderNo: string): Promise<OrderRow> => {
    const order = await findOwnOrder(db, userId, orderNo);
    if (!order) throw notFound();
    return order;
  };

  return {
    async preview(userId: number, input: PreviewInput, lang: Lang): Promise<PricingView> {
      if (input.addressId !== undefined && !(await repo.ownAddress(userId, input.addressId, input.labGroupId))) throw notFound();
      const items = await resolveItems(db, userId, input);
      const pricing = await priceOrder(db, { userId, items, userCouponId: input.userCouponId });
      return pricingView(pricing, lang, items);
    },

    /**
     * One atomic write per attempt (place-order.ts). When it fails, a request with the same key may have
     * won the race (its commit took our stock, cart lines or key): that order is then the answer, not our error.
     */
    async create(userId: number, key: string, input: CreateInput, lang: Lang): Promise<Created> {
      const hash = requestHash(input);
      // No look-up of the key first: a repeat fails inside (its key, cart lines or stock are taken) and is
      // answered below from the first request's row; new orders, nearly all of them, save the query.
      try {
        const order = await placeOrder(db, config, { userId, key, hash, input, lang, now: new Date() });
        invalidateCatalogue();
        return created(order);
      } catch (error) {
        const winner = await replay(userId, key, hash);
        if (winner) return winner;
        if (error instanceof KeyTaken) throw new Error('idempotency key taken but no request row found', { cause: error });
        throw error;
      }
    },

    async list(userId: number, query: ListQuery, lang: Lang): Promise<Page<OrderSummary>> {
      await expireOverdueOrders(db, new Date(), userId);
      const { rows, total } = await listOrders(db, { userId, ...query });
      const [items, tags] = await Promise.all([repo.itemsOf(rows.map((row) => row.id)), groupTagsOf(db, rows)]);
      return {
        items: rows.map((row) => ({ ...toSummary(row, items.filter((item) => item.orderId === row.id), lang), labGroup: tags.get(row.id) ?? null })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async counts(userId: number): Promise<Record<OrderStatus, number>> {
      await expireOverdueOrders(db, new Date(), userId);
      const counts: Record<OrderStatus, number> = { unpaid: 0, paid: 0, shipped: 0, completed: 0, cancelled: 0, closed: 0 };
      for (const row of await repo.statusCounts(userId)) counts[row.status] = row.n;
      return counts;
    },

    detail: async (userId: number, orderNo: string, lang: Lang) => detailOf(await ownOrder(userId, orderNo), lang),

    /** Unpaid only; the stock and the coupon come back. Anything else is 409 orderStateChanged. */
    async cancel(userId: number, orderNo: string, lang: Lang): Promise<OrderDetail> {
      const order = await ownOrder(userId, orderNo);
      const cancelled = order.status === 'unpaid' && (await db.transaction((tx) => cancelOrder(tx, order, 'buyer', 'buyer')));
      if (!cancelled) throw new AppError(409, 'orderStateChanged');
      invalidateCatalogue();
      return detailOf(await ownOrder(userId, orderNo), lang);
    },

    async confirmReceipt(userId: number, orderNo: string, lang: Lang): Promise<OrderDetail> {
      const order = await ownOrder(userId, orderNo);
      const moved = order.status === 'shipped' && (await db.transaction((tx) => moveOrder(tx, { orderId: order.id, from: 'shipped', to: 'completed', actor: 'buyer' })));
      if (!moved) throw new AppError(409, 'orderStateChanged');
      return detailOf(await ownOrder(userId, orderNo), lang);
    },
  };
}
