import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userCoupons } from '../../db/schema/promotions';
import { uniqueEmail, useAuthApp } from '../../test/auth-requests';
import { drivers } from '../../test/test-app';
import { promotionKit } from './promotion-test-kit';

const DAY = 86_400_000;

describe.each(drivers)('new-user coupons on %s', (driver) => {
  const ctx = useAuthApp(driver, { REGISTER_MAX_PER_IP: '100000' });

  it('come with a new account, valid for their days, and only once', async () => {
    const account = uniqueEmail('welcome');
    const before = Date.now();
    expect((await ctx.api.register({ account, password: 'Secret123', agreement: true })).statusCode).toBe(200);
    const { token } = await ctx.api.signIn(account, 'Secret123');
    const mine = await ctx.api.send('GET', '/api/coupon/mine', undefined, { token });
    const { items, total } = mine.json<{ data: { items: { templateId: number; name: string; kind: string; validTo: string; unavailableReason: null }[]; total: number } }>().data;
    expect(total).toBe(2);
    expect(items.map((c) => [c.name, c.kind, c.unavailableReason])).toEqual([
      ['Welcome coupon: ¥50 off ¥300', 'cash', null],
      ['Welcome 5 % off (up to ¥200)', 'discount', null],
    ]);
    for (const coupon of items) {
      expect(Date.parse(coupon.validTo)).toBeGreaterThanOrEqual(before + 30 * DAY);
      expect(Date.parse(coupon.validTo)).toBeLessThanOrEqual(Date.now() + 30 * DAY);
    }

    // Registering the account again answers the same and hands out nothing.
    const again = await ctx.api.register({ account, password: 'Other1234', agreement: true });
    expect(again.statusCode).toBe(200);
    const userId = await promotionKit(ctx.t.app.db).userIdOf(account);
    const [held] = await ctx.t.app.db.select({ n: count() }).from(userCoupons).where(eq(userCoupons.userId, userId));
    expect(held!.n).toBe(2);
  });
});
