import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mailOutbox } from '../../db/schema/mail';
import { productHazards } from '../../db/schema/product-safety';
import { createProduct } from '../cart/test-catalogue';
import { shopper, type Shopper } from '../orders/order-kit';
import type { BudgetView } from '../lab-groups/schemas';
import { dataOf, groupCalls, groupWith, type GroupClient } from '../lab-groups/test-client';

/** Test helper (no test itself): members of a lab group with a budget, and the approval calls as a client makes them. */
export type Member = Shopper & { group: GroupClient; approvals: ReturnType<typeof approvalCalls> };

export function approvalCalls(s: Shopper) {
  return {
    request: (groupId: number, body: unknown, key: string = randomUUID()) => s.send('POST', `/api/lab-groups/${groupId}/approval-requests`, body, { 'idempotency-key': key }),
    list: (query: string) => s.send('GET', `/api/approval-requests?${query}`),
    detail: (id: number) => s.send('GET', `/api/approval-requests/${id}`),
    approve: (id: number, body: unknown) => s.send('POST', `/api/approval-requests/${id}/approve`, body),
    reject: (id: number, body: unknown) => s.send('POST', `/api/approval-requests/${id}/reject`, body),
    cancel: (id: number) => s.send('POST', `/api/approval-requests/${id}/cancel`),
  };
}

export async function member(app: FastifyInstance): Promise<Member> {
  const s = await shopper(app);
  return { ...s, group: await groupCalls(app, s.token), approvals: approvalCalls(s) };
}

/** A group of `owner` with a ¥`amount` budget valid today and `members` under their roles. */
export async function groupWithBudget(app: FastifyInstance, owner: Member, amount: number, members: [Member, string[]][] = []) {
  const id = await groupWith(app, owner.group, members.map(([m, roles]) => [m.group, roles]));
  const budget = dataOf<BudgetView>(await owner.group.createBudget(id, { code: 'G-1', name: 'Grant', amount, periodStart: '2020-01-01', periodEnd: '2099-12-31' }));
  return { id, budgetId: budget.id };
}

export async function budgetOf(owner: Member, groupId: number, budgetId: number): Promise<BudgetView> {
  return dataOf<{ items: BudgetView[] }>(await owner.group.budgets(groupId)).items.find((b) => b.id === budgetId)!;
}

/** A product of one SKU at `price` fen, optionally with a hazard entry (the hazardous rule). */
export async function product(app: FastifyInstance, price: number, hazardous = false) {
  const { product: p, skus } = await createProduct(app, [{ price, stock: 100 }]);
  if (hazardous) await app.db.insert(productHazards).values({ productId: p.id, pictograms: [], hazardCodes: ['H302'] });
  return { productId: p.id, skuId: skus[0]!.id };
}

/** A request body for `items` (or cart lines) expecting what the preview says they cost (no coupon). */
export async function requestBody(s: Member, budgetId: number, lines: { items?: { skuId: number; quantity: number }[]; cartLineIds?: number[] }, note = 'for the cathode series') {
  const preview = dataOf<{ payAmount: number }>(await s.preview({ ...lines, userCouponId: null }));
  return { ...lines, budgetId, addressId: s.address.id, invoice: { type: 'none' }, note, expectedPayAmount: preview.payAmount };
}

/** PUT /api/lab-groups/:id/rules as `owner` (the lab-groups test client has no PUT). */
export async function setRules(app: FastifyInstance, owner: Member, groupId: number, rules: { aboveAmount: number | null; hazardous: boolean }) {
  return dataOf(await app.inject({ method: 'PUT', url: `/api/lab-groups/${groupId}/rules`, payload: rules, headers: { authorization: `Bearer ${owner.token}`, 'accept-language': 'en' } }) as never);
}

/** The outbox rows of `template` to `email`. */
export async function mailsTo(app: FastifyInstance, email: string, template: string) {
  // In the order they were queued: PostgreSQL returns rows in no set order without one, and tests read the latest with .at(-1).
  return app.db.select({ data: mailOutbox.data, lang: mailOutbox.lang }).from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.template, template)))
    .orderBy(asc(mailOutbox.id));
}
