import { and, asc, count, eq, gt, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { couponTemplates, userCoupons } from '../../db/schema/promotions';
import type { Db } from '../../db/types';
import type { CouponStatus } from './schemas';

const DAY_MS = 86_400_000;

/** The shopper's coupons as "my coupons" lists them, and the grants that hand coupons out. */
export function createCouponRepository(db: Db) {
  const statusWhere = (status: CouponStatus, now: Date): SQL | undefined =>
    status === 'used'
      ? isNotNull(userCoupons.orderId)
      : status === 'expired'
        ? and(isNull(userCoupons.orderId), lte(userCoupons.validTo, now))
        : and(isNull(userCoupons.orderId), gt(userCoupons.validTo, now));

  return {
    /** One page of the shopper's coupons: usable first (soonest to lapse first), then used, then expired. */
    async page(userId: number, filter: { status?: CouponStatus | undefined; page: number; pageSize: number }, now: Date) {
      const where = and(eq(userCoupons.userId, userId), filter.status ? statusWhere(filter.status, now) : undefined);
      const rank = sql`case when ${userCoupons.orderId} is not null then 1 when ${userCoupons.validTo} <= ${now} then 2 else 0 end`;
      const [items, [counted]] = await Promise.all([
        db
          .select({
            userCouponId: userCoupons.id,
            templateId: couponTemplates.id,
            name: couponTemplates.name,
            kind: couponTemplates.kind,
            amount: couponTemplates.amount,
            rate: couponTemplates.rate,
            threshold: couponTemplates.threshold,
            validTo: userCoupons.validTo,
            orderId: userCoupons.orderId,
          })
          .from(userCoupons)
          .innerJoin(couponTemplates, eq(couponTemplates.id, userCoupons.templateId))
          .where(where)
          .orderBy(rank, asc(userCoupons.validTo), asc(userCoupons.id))
          .limit(filter.pageSize)
          .offset((filter.page - 1) * filter.pageSize),
        db.select({ total: count() }).from(userCoupons).where(where),
      ]);
      return { items, total: Number(counted?.total ?? 0) };
    },

    /**
     * Grants every new-user template to a just-created account, valid from `now` for its days. Run in the
     * registration's transaction; the unique (user, template) key makes a repeat a no-op.
     */
    async grantNewUserCoupons(userId: number, now: Date): Promise<void> {
      const templates = await db
        .select({ id: couponTemplates.id, validDays: couponTemplates.validDays })
        .from(couponTemplates)
        .where(eq(couponTemplates.trigger, 'new_user'))
        .orderBy(asc(couponTemplates.id));
      if (templates.length === 0) return;
      await db
        .insert(userCoupons)
        .values(templates.map((t) => ({ userId, templateId: t.id, validFrom: now, validTo: new Date(now.getTime() + t.validDays * DAY_MS) })))
        .onConflictDoNothing();
    },
  };
}
