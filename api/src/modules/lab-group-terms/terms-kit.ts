import type { FastifyInstance } from 'fastify';
import type { Reply } from '../../test/auth-requests';
import { staffSession } from '../../test/staff-session';
import { groupWithBudget, member, product, type Member } from '../lab-group-approvals/approval-kit';
import { dataOf } from '../lab-groups/test-client';
import { ordersClient } from '../backoffice-orders/test-client';
import { inDays, regulatedStaffClient, verifiedGroup } from '../regulated-chemicals/test-kit';

/** Test helper (no test itself): a verified lab group with a budget, staff of support and orders, and the terms calls. */

/** PUT/GET /api/backoffice/lab-groups/:id/terms as the staff member signed in with `token`. */
export const termsStaff = (app: FastifyInstance, token?: string) => {
  const send = (method: 'GET' | 'PUT', groupId: number, payload?: unknown) =>
    app.inject({
      method,
      url: `/api/backoffice/lab-groups/${groupId}/terms`,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    }) as Promise<Reply>;
  return { get: (groupId: number) => send('GET', groupId), put: (groupId: number, body: unknown) => send('PUT', groupId, body) };
};

/**
 * An owner, a buyer and a finance member of a group with a ¥`budget` budget, verified by support staff (`verify`),
 * a product of one SKU at `price` fen, and the staff clients: support (terms) and orders (ship, confirm transfers).
 */
export async function termsWorld(app: FastifyInstance, { budget = 10_000, price = 10_000, verify = true } = {}) {
  const [owner, buyer, finance] = [await member(app), await member(app), await member(app)];
  const { id, budgetId } = await groupWithBudget(app, owner, budget, [[buyer, ['buyer']], [finance, ['finance']]]);
  const supportToken = (await staffSession(app, 'support')).token;
  if (verify) await verifiedGroup(app, owner.group, id, regulatedStaffClient(app, supportToken), [{ class: 'precursor', expiresOn: inDays(200) }]);
  const { skuId } = await product(app, price);
  const orderBody = async (who: Member, quantity = 1, extra: Record<string, unknown> = { paymentTerms: 'invoice' }) =>
    who.orderBody([{ skuId, quantity }], { labGroupId: id, budgetId, ...extra });
  return {
    owner, buyer, finance, id, budgetId, skuId, orderBody,
    support: termsStaff(app, supportToken),
    orders: ordersClient(app, (await staffSession(app, 'orders')).token),
    /** Grants terms through the console call (must answer 200). */
    grant: async (body: { days: number; creditLimit: number; active: boolean }) => dataOf(await termsStaff(app, supportToken).put(id, body)),
    /** A term order of `quantity` units by `who` (the buyer), answering its number. */
    termOrder: async (who: Member = buyer, quantity = 1) => dataOf<{ orderNo: string; payDeadline: string | null }>(await who.create(await orderBody(who, quantity))),
  };
}
export type TermsWorld = Awaited<ReturnType<typeof termsWorld>>;

/** `data.reason` of a refusal. */
export const reasonOf = (res: Reply) => res.json<{ data: { reason?: string } | null }>().data?.reason;
