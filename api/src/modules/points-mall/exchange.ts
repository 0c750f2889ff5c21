import { randomInt } from 'node:crypto';
import type { Db } from '../../db/types';
import { AppError, notFound } from '../../lib/app-error';
import { requestHash } from '../orders/idempotency';
import { chinaDate } from '../orders/order-number';
import { createOrderRepository } from '../orders/repository';
import { creditPoints } from '../points/credit-points';
import { createPointsRepository } from '../points/repository';
import { createExchangeRepository } from './exchange-repository';
import { createMallRepository } from './repository';
import type { ExchangeResult } from './response-schemas';
import type { ExchangeBody } from './schemas';
import { isSellable } from './view';

const DAY_MS = 86_400_000;

/** PM + yyyymmdd (China) + 8 random digits: unique by the table's key, no counter to contend for. */
const newOrderNo = (now: Date) => `PM${chinaDate(now)}${String(randomInt(100_000_000)).padStart(8, '0')}`;

/**
 * Exchanges points for a good in ONE transaction: the shopper's balance row is locked first (so one account's
 * exchanges run one after another, and the limit count and the idempotency key are read after the previous
 * one committed), then the points order, its item, the ledger entry (creditPoints refuses an overdraft) and, for a
 * coupon, the coupon itself are written, and last the stock is taken by a conditional update. Any refusal rolls
 * everything back. A retry with the same Idempotency-Key and body answers the first order again.
 */
export async function exchange(db: Db, userId: number, key: string, body: ExchangeBody, now: Date = new Date()): Promise<ExchangeResult> {
  const hash = requestHash(body);
  return db.transaction(async (tx) => {
    const points = createPointsRepository(tx);
    const repo = createExchangeRepository(tx);
    const balance = await points.lockBalance(userId);

    const earlier = await repo.findRequest(userId, key);
    if (earlier) {
      if (earlier.hash !== hash) throw new AppError(409, 'idempotencyMismatch');
      const { order } = earlier;
      return { orderNo: order.orderNo, status: order.status === 'completed' ? 'completed' : 'pending', pointsAmount: order.pointsAmount, balance, kind: order.address ? 'physical' : 'coupon' };
    }

    const mall = createMallRepository(tx);
    const row = await mall.product(body.productId, now);
    if (!row) throw notFound();
    const { product, coupon } = row;
    if (!isSellable(product, now)) throw new AppError(410, 'pointsOffSale');
    // A shopper holds one coupon of a kind (user_coupons' key), so a coupon is exchanged one at a time.
    if (product.kind === 'coupon' && body.quantity > 1) throw new AppError(409, 'pointsLimitReached', { remaining: 1 });
    const unitPoints = Number(row.price);
    const total = unitPoints * body.quantity;
    if (body.expectedPoints !== undefined && body.expectedPoints !== total) throw new AppError(409, 'priceChanged', { pointsAmount: total });

    let address = null;
    if (product.kind === 'physical') {
      if (!body.addressId) throw new AppError(400, 'pointsAddressRequired');
      address = (await createOrderRepository(tx).ownAddress(userId, body.addressId)) ?? null;
      if (!address) throw notFound(); // someone else's address is not found, like an unknown one
    }

    const exchanged = await mall.exchangedQuantity(userId, product.id);
    if (exchanged + body.quantity > product.perAccountLimit) {
      throw new AppError(409, 'pointsLimitReached', { remaining: Math.max(0, product.perAccountLimit - exchanged) });
    }
    if (balance < total) throw new AppError(409, 'pointsInsufficient', { balance, pointsAmount: total });
    // A quick refusal without locking anything when the stock read above is already short.
    if (product.stock < body.quantity) throw new AppError(409, 'pointsOutOfStock');

    const isCoupon = product.kind === 'coupon';
    const order = await repo.insertOrder(
      {
        orderNo: newOrderNo(now),
        userId,
        // A coupon is delivered the moment it is granted; a physical good waits for staff to ship it.
        status: isCoupon ? 'completed' : 'pending',
        pointsAmount: total,
        address,
        note: body.note ?? '',
        completedAt: isCoupon ? now : null,
        createdAt: now,
        updatedAt: now,
      },
      { productId: product.id, name: product.name, image: product.images[0] ?? '', points: unitPoints, quantity: body.quantity },
    );
    await creditPoints(tx, { userId, delta: -total, source: 'exchange', reference: order.orderNo, note: product.name });
    if (isCoupon && coupon) {
      if (!(await repo.grantCoupon(userId, coupon.id, now, new Date(now.getTime() + coupon.validDays * DAY_MS)))) {
        throw new AppError(409, 'pointsLimitReached', { remaining: 0 });
      }
    }
    await repo.saveRequest(userId, key, hash, order.id);
    // The stock last: its row lock, which every exchange of this good waits for, is then held only until the
    // commit, not across the writes above.
    if (!(await repo.takeStock(product.id, body.quantity))) throw new AppError(409, 'pointsOutOfStock');
    return { orderNo: order.orderNo, status: isCoupon ? 'completed' : 'pending', pointsAmount: total, balance: balance - total, kind: product.kind };
  });
}
