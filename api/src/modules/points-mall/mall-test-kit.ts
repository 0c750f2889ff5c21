import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/auth';
import { pointsCampaignItems, pointsCampaigns, pointsCategories, pointsProducts } from '../../db/schema/points-mall';
import { pointsLedger } from '../../db/schema/points';
import { couponTemplates } from '../../db/schema/promotions';
import type { Db } from '../../db/types';
import { authRequests, freshIp } from '../../test/auth-requests';
import { texts } from '../../test/catalogue-rows';
import { addressClient } from '../addresses/address-client';
import { creditPoints } from '../points/credit-points';
import { createPointsRepository } from '../points/repository';

const unique = () => randomBytes(5).toString('hex');
const DAY = 86_400_000;

/** Test helper (no test itself): a good of its own category; override any column. */
export async function insertGood(db: Db, overrides: Partial<typeof pointsProducts.$inferInsert> = {}) {
  const [category] = await db.insert(pointsCategories).values({ code: `t-${unique()}`, name: texts('shelf') }).returning();
  const [good] = await db
    .insert(pointsProducts)
    .values({
      code: `t-${unique()}`,
      categoryId: category!.id,
      kind: 'physical',
      name: texts('gloves'),
      description: texts('about'),
      images: ['/media/points/nitrile-gloves-m.svg'],
      points: 100,
      stock: 10,
      perAccountLimit: 5,
      ...overrides,
    })
    .returning();
  return good!;
}

/** A coupon good granting a ¥20-off-¥200 coupon kind of its own. */
export async function insertCouponGood(db: Db, overrides: Partial<typeof pointsProducts.$inferInsert> = {}) {
  const [template] = await db
    .insert(couponTemplates)
    .values({ code: `T${unique()}`, name: texts('coupon'), kind: 'cash', amount: 2000, threshold: 20000, trigger: 'issued', validDays: 30 })
    .returning();
  return insertGood(db, { kind: 'coupon', couponTemplateId: template!.id, perAccountLimit: 1, ...overrides });
}

/** A campaign from `fromDay` to `toDay` days from now pricing `productId` at `points`. */
export async function insertCampaign(db: Db, productId: number, points: number, fromDay: number, toDay: number) {
  const now = Date.now();
  const [campaign] = await db
    .insert(pointsCampaigns)
    .values({ code: `t-${unique()}`, name: texts('campaign'), description: texts('campaign-about'), startsAt: new Date(now + fromDay * DAY), endsAt: new Date(now + toDay * DAY) })
    .returning();
  await db.insert(pointsCampaignItems).values({ campaignId: campaign!.id, productId, points });
  return campaign!;
}

export const givePoints = (db: Db, userId: number, points: number) =>
  db.transaction((tx) => creditPoints(tx, { userId, delta: points, source: 'adjustment', reference: `test-${unique()}` }));

/** The balance and the ledger's sum, which must always agree. */
export async function pointsOf(db: Db, userId: number) {
  const balance = await createPointsRepository(db).balance(userId);
  const rows = await db.select({ delta: pointsLedger.delta }).from(pointsLedger).where(eq(pointsLedger.userId, userId));
  return { balance, ledgerSum: rows.reduce((sum, row) => sum + row.delta, 0) };
}

let keys = 0;
export const newKey = () => `key-${process.pid}-${++keys}-${unique()}`;

/** A new signed-in shopper with an address, and the points-mall calls as a client makes them. */
export async function mallShopper(app: FastifyInstance) {
  const api = authRequests(app, { ip: freshIp() });
  const { token, account } = await api.signUp();
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.account, account));
  const address = await addressClient(app, token).created();
  return {
    userId: user!.id,
    token,
    addressId: address.id,
    get: (url: string, language = 'en') => api.send('GET', url, undefined, { token, language }),
    exchange: (body: Record<string, unknown>, key = newKey(), language = 'en') =>
      api.send('POST', '/api/points-mall/exchange', body, { token, language, headers: { 'idempotency-key': key } }),
    post: (url: string, body: unknown, language = 'en') => api.send('POST', url, body, { token, language }),
  };
}
