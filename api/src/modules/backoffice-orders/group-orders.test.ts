import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { labBudgets, labGroups } from '../../db/schema/lab-groups';
import { orders } from '../../db/schema/orders';
import { products } from '../../db/schema/products';
import { orderEndUse } from '../../db/schema/regulated-chemicals';
import { drivers } from '../../test/test-app';
import { useOrdersApp, type Detail } from './test-client';

type Tag = { id: number; name: string; institution: string; budgetId: number | null; budgetCode: string | null } | null;
type Page = { items: Array<{ orderNo: string; labGroup: Tag }>; total: number };
type GroupDetail = Omit<Detail, 'items'> & { labGroup: Tag; endUse: string | null; items: Array<{ productId: number; regulatedClass: string | null }> };

const END_USE = 'Electrolyte additive screening for Li-ion coin cells';

describe.each(drivers)('group orders in the console (%s)', (driver) => {
  const ctx = useOrdersApp(driver);
  const list = (query: string) => ctx.staff.data<Page>('GET', `orders/list?${query}`);
  const detail = (orderNo: string) => ctx.staff.data<GroupDetail>('GET', `orders/detail?orderNo=${orderNo}`);

  /** A buyer's group (with a budget) and two orders: one for the group on that budget, one personal. */
  async function groupAndOrders() {
    const shopper = await ctx.buyer();
    const tag = randomBytes(3).toString('hex');
    const [group] = await ctx.app.db
      .insert(labGroups)
      .values({ name: `Cathode lab ${tag}`, institution: `Institute of Physics ${tag}`, address: { province: 'P', city: 'C', district: 'D', detail: 'X', postcode: '' }, createdBy: shopper.id })
      .returning({ id: labGroups.id });
    const [budget] = await ctx.app.db
      .insert(labBudgets)
      .values({ groupId: group!.id, code: `NSFC-${tag}`, name: 'Grant', amount: 10_000_000, periodStart: '2026-01-01', periodEnd: '2099-12-31' })
      .returning({ id: labBudgets.id });
    const groupOrder = await ctx.kit.order(shopper.id);
    const personal = await ctx.kit.order(shopper.id);
    await ctx.app.db.update(orders).set({ labGroupId: group!.id, budgetId: budget!.id }).where(eq(orders.id, groupOrder.id));
    const expected = { id: group!.id, name: `Cathode lab ${tag}`, institution: `Institute of Physics ${tag}`, budgetId: budget!.id, budgetCode: `NSFC-${tag}` };
    return { shopper, groupId: group!.id, groupOrder, personal, expected };
  }

  it('tags a group order with its group, institution and budget in the list and the detail; a personal order with null', async () => {
    const { shopper, groupOrder, personal, expected } = await groupAndOrders();
    const mine = await list(`buyer=${encodeURIComponent(shopper.account)}`);
    const byNo = new Map(mine.items.map((row) => [row.orderNo, row.labGroup]));
    expect(byNo.get(groupOrder.orderNo)).toEqual(expected);
    expect(byNo.get(personal.orderNo)).toBeNull();

    expect((await detail(groupOrder.orderNo)).labGroup).toEqual(expected);
    const own = await detail(personal.orderNo);
    expect(own).toMatchObject({ labGroup: null, endUse: null });
    expect(own.items.map((line) => line.regulatedClass)).toEqual([null, null]);
  });

  it('filters the list by one group, or to group orders only', async () => {
    const first = await groupAndOrders();
    const second = await groupAndOrders();
    const ofFirst = await list(`labGroupId=${first.groupId}`);
    expect(ofFirst.items.map((row) => row.orderNo)).toEqual([first.groupOrder.orderNo]);
    expect(ofFirst.total).toBe(1);

    const buyers = [first, second].map((made) => made.shopper.account);
    const groupOnly = await list(`groupOrders=only&pageSize=100`);
    expect(groupOnly.items.every((row) => row.labGroup !== null)).toBe(true);
    const numbers = groupOnly.items.map((row) => row.orderNo);
    expect(numbers).toEqual(expect.arrayContaining([first.groupOrder.orderNo, second.groupOrder.orderNo]));
    expect(numbers).not.toContain(first.personal.orderNo);
    expect((await list(`buyer=${encodeURIComponent(buyers[1]!)}&groupOrders=only`)).items.map((row) => row.orderNo)).toEqual([second.groupOrder.orderNo]);
    expect((await list(`labGroupId=${first.groupId}&buyer=${encodeURIComponent(buyers[1]!)}`)).total).toBe(0);
  });

  it('shows the end-use declaration and the regulated class of each line', async () => {
    const { groupOrder } = await groupAndOrders();
    await ctx.app.db.update(products).set({ regulatedClass: 'precursor' }).where(eq(products.id, groupOrder.productIds[0]!));
    await ctx.app.db.insert(orderEndUse).values({ orderId: groupOrder.id, endUse: END_USE });
    const shown = await detail(groupOrder.orderNo);
    expect(shown.endUse).toBe(END_USE);
    expect(shown.items.map((line) => [line.productId, line.regulatedClass])).toEqual([
      [groupOrder.productIds[0], 'precursor'],
      [groupOrder.productIds[1], null],
    ]);
  });

  it('refuses a bad group filter with a 400', async () => {
    for (const query of ['labGroupId=0', 'labGroupId=abc', 'labGroupId=-3', 'groupOrders=all', 'groupOrders=']) {
      expect((await ctx.staff.get(`orders/list?${query}`)).statusCode, query).toBe(400);
    }
  });
});
