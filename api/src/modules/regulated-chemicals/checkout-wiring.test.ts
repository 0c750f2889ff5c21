import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders';
import { products } from '../../db/schema/products';
import { orderEndUse } from '../../db/schema/regulated-chemicals';
import { useAuthApp } from '../../test/auth-requests';
import { staffSession } from '../../test/staff-session';
import { drivers } from '../../test/test-app';
import { budgetOf, groupWithBudget, member, product, requestBody } from '../lab-group-approvals/approval-kit';
import type { CreatedView, DetailView } from '../lab-group-approvals/schemas';
import { dataOf } from '../lab-groups/test-client';
import { orderCount, stockOf } from '../orders/order-kit';
import { inDays, regulatedStaffClient, verifiedGroup } from './test-kit';

const END_USE = 'Electrolyte additive screening for Li-ion coin cells';

/**
 * The checkout rule wired into every way an order is made (docs/regulated-chemicals.md "Wiring the checkout"): the
 * checkout, an approval request and its approval. Each refusal leaves nothing behind; each order keeps its declaration.
 */
describe.each(drivers)('regulated chemicals at checkout on %s', (driver) => {
  const ctx = useAuthApp(driver);
  const app = () => ctx.t.app;

  /** A product of one SKU at ¥100 (100 in stock) marked as a precursor chemical. */
  async function precursor() {
    const made = await product(app(), 10_000);
    await app().db.update(products).set({ regulatedClass: 'precursor' }).where(eq(products.id, made.productId));
    return made;
  }
  const endUseOf = async (orderNo: string) => {
    const [row] = await app().db.select({ endUse: orderEndUse.endUse }).from(orderEndUse).innerJoin(orders, eq(orders.id, orderEndUse.orderId)).where(eq(orders.orderNo, orderNo));
    return row?.endUse ?? null;
  };

  it('a personal order is refused, a verified group with the permit orders with its declaration, and the declaration is required', async () => {
    const owner = await member(app());
    const { id, budgetId } = await groupWithBudget(app(), owner, 1_000);
    const { skuId } = await precursor();
    const items = [{ skuId, quantity: 1 }];

    const personal = await owner.create(await owner.orderBody(items, { endUse: END_USE }));
    expect(personal.json()).toMatchObject({ code: 403, data: { reason: 'REGULATED_NEEDS_GROUP' } });
    const group = { labGroupId: id, budgetId };
    expect((await owner.create(await owner.orderBody(items, { ...group, endUse: END_USE }))).json()).toMatchObject({ code: 403, data: { reason: 'REGULATED_GROUP_UNVERIFIED' } });
    expect([await stockOf(app(), skuId), await orderCount(app(), owner.userId), (await budgetOf(owner, id, budgetId)).reserved]).toEqual([100, 0, 0]);

    const support = regulatedStaffClient(app(), (await staffSession(app(), 'support')).token);
    await verifiedGroup(app(), owner.group, id, support, [{ class: 'precursor', expiresOn: inDays(30) }]);
    expect((await owner.create(await owner.orderBody(items, group))).json()).toMatchObject({ code: 400, data: { reason: 'END_USE_REQUIRED' } });
    const { orderNo } = dataOf<{ orderNo: string }>(await owner.create(await owner.orderBody(items, { ...group, endUse: END_USE })));
    expect(await endUseOf(orderNo)).toBe(END_USE);
    expect(await stockOf(app(), skuId)).toBe(99);
  });

  it("an approval request checks the rule when it is made and again when it is approved; the order keeps the requester's declaration", async () => {
    const [owner, requester] = [await member(app()), await member(app())];
    const { id, budgetId } = await groupWithBudget(app(), owner, 1_000, [[requester, ['requester']]]);
    const { skuId } = await precursor();
    const lines = { items: [{ skuId, quantity: 1 }] };

    expect((await requester.approvals.request(id, { ...(await requestBody(requester, budgetId, lines)), endUse: END_USE })).json()).toMatchObject({ code: 403, data: { reason: 'REGULATED_GROUP_UNVERIFIED' } });
    const support = regulatedStaffClient(app(), (await staffSession(app(), 'support')).token);
    await verifiedGroup(app(), owner.group, id, support, [{ class: 'precursor', expiresOn: inDays(30) }]);
    expect((await requester.approvals.request(id, await requestBody(requester, budgetId, lines))).json()).toMatchObject({ code: 400, data: { reason: 'END_USE_REQUIRED' } });

    const created = dataOf<CreatedView>(await requester.approvals.request(id, { ...(await requestBody(requester, budgetId, lines)), endUse: END_USE }));
    const approved = dataOf<DetailView>(await owner.approvals.approve(created.id, { expectedTotal: created.total }));
    expect(approved.status).toBe('ordered');
    expect(await endUseOf(approved.orderNo!)).toBe(END_USE);
  });
});
