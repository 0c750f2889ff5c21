import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders';
import { useAuthApp } from '../../test/auth-requests';
import { staffSession } from '../../test/staff-session';
import { drivers } from '../../test/test-app';
import { budgetOf, groupWithBudget, member, product, requestBody } from '../lab-group-approvals/approval-kit';
import type { CreatedView, DetailView } from '../lab-group-approvals/schemas';
import { dataOf } from '../lab-groups/test-client';
import { inDays, regulatedStaffClient, verifiedGroup } from '../regulated-chemicals/test-kit';
import { reasonOf, termsStaff } from './terms-kit';

/** An approver puts an approved request's order on the group's invoice (docs/lab-groups.md "Pay on invoice (terms)"). */
describe.each(drivers)('approving a request on the group invoice on %s', (driver) => {
  const ctx = useAuthApp(driver);
  const app = () => ctx.t.app;

  /** A verified group with a ¥1,000 budget, terms of `creditLimit`, and a requester's pending request of 2 × ¥200. */
  const pendingOnTermsGroup = async (creditLimit: number) => {
    const [owner, requester, approver] = [await member(app()), await member(app()), await member(app())];
    const { id, budgetId } = await groupWithBudget(app(), owner, 1_000, [[requester, ['requester']], [approver, ['approver']]]);
    const supportToken = (await staffSession(app(), 'support')).token;
    await verifiedGroup(app(), owner.group, id, regulatedStaffClient(app(), supportToken), [{ class: 'precursor', expiresOn: inDays(200) }]);
    dataOf(await termsStaff(app(), supportToken).put(id, { days: 30, creditLimit, active: true }));
    const { skuId } = await product(app(), 20_000);
    const request = dataOf<CreatedView>(await requester.approvals.request(id, await requestBody(requester, budgetId, { items: [{ skuId, quantity: 2 }] })));
    return { owner, requester, approver, id, budgetId, request };
  };

  it('the order is a term order: no pay deadline, due in the term, owed on the group, the reservation moved to it', async () => {
    const { owner, requester, approver, id, budgetId, request } = await pendingOnTermsGroup(5_000);
    const ordered = dataOf<DetailView>(await approver.approvals.approve(request.id, { expectedTotal: 400, paymentTerms: 'invoice' }));
    expect(ordered).toMatchObject({ status: 'ordered' });
    const [stored] = await app().db.select().from(orders).where(eq(orders.orderNo, ordered.orderNo!));
    expect(stored).toMatchObject({ status: 'unpaid', paymentTerms: 'invoice', payDeadline: null, labGroupId: id });
    expect(stored!.dueAt!.getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect(dataOf(await requester.detail(ordered.orderNo!))).toMatchObject({ payDeadline: null, terms: { kind: 'invoice', paid: false, overdue: false } });
    expect(dataOf(await owner.group.send('GET', `/api/lab-groups/${id}/terms`))).toMatchObject({ owed: 400, available: 4_600 });
    expect(await budgetOf(owner, id, budgetId)).toMatchObject({ reserved: 400, consumed: 0 });
  });

  it('over the credit limit: refused (CREDIT_LIMIT_EXCEEDED), nothing ordered, the request stays pending; approved without terms it is an ordinary order', async () => {
    const { approver, request } = await pendingOnTermsGroup(300);
    const refused = await approver.approvals.approve(request.id, { expectedTotal: 400, paymentTerms: 'invoice' });
    expect(refused.statusCode).toBe(409);
    expect(reasonOf(refused)).toBe('CREDIT_LIMIT_EXCEEDED');
    expect(dataOf<DetailView>(await approver.approvals.detail(request.id))).toMatchObject({ status: 'pending', orderNo: null });
    const ordered = dataOf<DetailView>(await approver.approvals.approve(request.id, { expectedTotal: 400 }));
    const [stored] = await app().db.select().from(orders).where(eq(orders.orderNo, ordered.orderNo!));
    expect(stored).toMatchObject({ paymentTerms: null });
    expect(stored!.payDeadline).not.toBeNull();
  });
});
