import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { orders } from '../../db/schema/orders';
import { drivers } from '../../test/test-app';
import { useOrdersApp } from './test-client';

type Row = { orderNo: string; status: string; createdAt: string; payAmount: number; buyerAccount: string; institution: string; invoiceType: string; itemCount: number };
type Page = { items: Row[]; total: number; page: number; pageSize: number };

describe.each(drivers)('the console order list (%s)', (driver) => {
  const ctx = useOrdersApp(driver);
  const list = (query: string) => ctx.staff.data<Page>('GET', `orders/list?${query}`);

  /** Three orders of one buyer at a known institution: placed on China's 1 and 2 March 2026, one with a special invoice. */
  async function buyerWithOrders() {
    const shopper = await ctx.buyer();
    const institution = `Institute ${shopper.id}`;
    await ctx.app.db.update(users).set({ institution }).where(eq(users.id, shopper.id));
    const made = [
      await ctx.kit.order(shopper.id, { payAmount: 5_000 }),
      await ctx.kit.order(shopper.id, { payAmount: 9_000, status: 'paid' }),
      await ctx.kit.order(shopper.id, { payAmount: 7_000, status: 'paid', quantities: [1] }),
    ];
    const at = ['2026-02-28T16:30:00Z', '2026-03-01T15:59:00Z', '2026-03-01T16:00:00Z']; // China: 1 Mar, 1 Mar, 2 Mar
    for (const [i, order] of made.entries()) await ctx.app.db.update(orders).set({ createdAt: new Date(at[i]!) }).where(eq(orders.id, order.id));
    const special = { type: 'special' as const, title: 'T', taxNumber: '91310000000000000X', bank: 'B', bankAccount: '1', registeredAddress: 'A', registeredPhone: '1' };
    await ctx.app.db.update(orders).set({ invoice: special }).where(eq(orders.id, made[2]!.id));
    return { shopper, institution, made };
  }

  it('filters by buyer, institution, status, invoice type and China days, and sorts and pages in the database', async () => {
    const { shopper, institution, made } = await buyerWithOrders();
    const mine = await list(`buyer=${encodeURIComponent(shopper.account.toUpperCase())}&sort=payAmount&order=asc`);
    expect(mine.total).toBe(3);
    expect(mine.items.map((row) => row.payAmount)).toEqual([50, 70, 90]);
    expect(mine.items[0]).toMatchObject({ buyerAccount: shopper.account, institution, status: 'unpaid', invoiceType: 'none', itemCount: 5 });

    const byInstitution = `institution=${encodeURIComponent(institution.toLowerCase())}`;
    expect((await list(`${byInstitution}&status=paid`)).items.map((row) => row.orderNo).sort()).toEqual([made[1]!.orderNo, made[2]!.orderNo].sort());
    expect((await list(`${byInstitution}&invoiceType=special`)).items.map((row) => row.orderNo)).toEqual([made[2]!.orderNo]);
    expect((await list(`${byInstitution}&from=2026-03-01&to=2026-03-01`)).total).toBe(2);
    expect((await list(`${byInstitution}&from=2026-03-02`)).items.map((row) => row.orderNo)).toEqual([made[2]!.orderNo]);

    const paged = await list(`${byInstitution}&pageSize=2&page=2&sort=createdAt&order=desc`);
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.items.map((row) => row.orderNo)).toEqual([made[0]!.orderNo]);
  });

  it('finds an order by the start of its number, in any case', async () => {
    const { made } = await buyerWithOrders();
    const found = await list(`q=${made[1]!.orderNo.toLowerCase()}`);
    expect(found.items.map((row) => row.orderNo)).toEqual([made[1]!.orderNo]);
    expect((await list(`q=${made[1]!.orderNo.slice(0, 3)}`)).total).toBeGreaterThanOrEqual(3);
    expect((await list('q=NOSUCHORDER')).total).toBe(0);
  });

  it('refuses a bad query with a 400 naming it', async () => {
    for (const query of ['status=lost', 'sort=buyer', 'order=up', 'pageSize=101', 'page=0', 'from=2026-13-01', 'from=2026-03-02&to=2026-03-01', 'invoiceType=vat', 'q=LM%25', 'extra=1']) {
      const res = await ctx.staff.get(`orders/list?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });
});
