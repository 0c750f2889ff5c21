import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { labGroupTerms } from '../../db/schema/lab-group-terms';
import { labGroups } from '../../db/schema/lab-groups';
import type { Db } from '../../db/types';
import { notFound } from '../../lib/app-error';
import { fenToYuan, yuanToFen } from '../../lib/money';
import { hasRole, membershipOf } from '../lab-groups/access';
import { currentPermits } from '../regulated-chemicals/verification-repository';
import { recordAudit, type StaffActor } from '../staff/audit';
import { enqueueUserMail } from '../mail/outbox';
import { termsErrors } from './errors';
import { ownersAndFinanceOf } from './overdue-sweep';
import { openOrdersOf, termsOf, type OpenTermOrder, type TermsRow } from './repository';
import type { TermsBody } from './schemas';

const termsView = (row: TermsRow) => ({ days: row.days, creditLimit: fenToYuan(row.creditLimit), active: row.active, grantedAt: row.grantedAt.toISOString() });
const orderView = (now: Date) => (o: OpenTermOrder) => ({
  orderNo: o.orderNo, status: o.status, amount: fenToYuan(o.payAmount), buyerName: o.buyerName, placedAt: o.placedAt.toISOString(),
  dueAt: o.dueAt?.toISOString() ?? null, overdue: o.dueAt !== null && o.dueAt <= now,
});

/** What the group owes on terms now: the open term orders, their sum, what is left of the limit, the overdue ones. */
async function account(db: Db, groupId: number, terms: TermsRow | undefined, now: Date) {
  const open = (await openOrdersOf(db, groupId)).map(orderView(now));
  const owedFen = open.reduce((n, o) => n + yuanToFen(o.amount), 0);
  return {
    owed: fenToYuan(owedFen),
    available: terms ? fenToYuan(Math.max(0, terms.creditLimit - owedFen)) : 0,
    orders: open,
    overdue: open.filter((o) => o.overdue),
  };
}

/** Pay on invoice (docs/lab-groups.md "Pay on invoice (terms)"): staff grant terms, members read them. */
export function createTermsService(db: Db) {
  async function groupOf(groupId: number) {
    const [group] = await db.select({ id: labGroups.id, name: labGroups.name }).from(labGroups).where(eq(labGroups.id, groupId));
    if (!group) throw notFound();
    return group;
  }

  async function staffView(groupId: number, now = new Date()) {
    const group = await groupOf(groupId);
    const terms = await termsOf(db, groupId);
    const [granter] = terms?.grantedBy ? await db.select({ id: users.id, account: users.account }).from(users).where(eq(users.id, terms.grantedBy)) : [];
    return {
      group,
      verified: (await currentPermits(db, groupId)) !== null,
      terms: terms ? { ...termsView(terms), grantedBy: granter ?? null } : null,
      ...(await account(db, groupId, terms, now)),
    };
  }

  return {
    staffView,

    /**
     * PUT /api/backoffice/lab-groups/:id/terms (scope support): grants or changes the terms. Granting (active) needs a
     * verified group; switching terms off does not. The row and its audit row (`lab_group.terms`) commit together, the
     * row locked so two staff changing it at once are taken in turn and each audit row's `before` is what it replaced.
     * A change is mailed to the group's owners and finance (termsChanged) in the same transaction.
     */
    async put(actor: StaffActor, groupId: number, body: TermsBody) {
      const group = await groupOf(groupId);
      if (body.active && (await currentPermits(db, groupId)) === null) throw termsErrors.unverified();
      await db.transaction(async (tx) => {
        const before = await termsOf(tx, groupId, true);
        const values = { days: body.days, creditLimit: yuanToFen(body.creditLimit), active: body.active, grantedBy: actor.id, grantedAt: new Date(), updatedAt: new Date() };
        await tx.insert(labGroupTerms).values({ groupId, ...values }).onConflictDoUpdate({ target: labGroupTerms.groupId, set: values });
        await recordAudit(tx, actor, {
          action: 'lab_group.terms',
          entity: 'lab_group',
          entityId: groupId,
          before: before ? { days: before.days, creditLimit: fenToYuan(before.creditLimit), active: before.active } : null,
          after: { days: body.days, creditLimit: body.creditLimit, active: body.active },
        });
        // The group's owners and finance hear of a change (termsChanged) in the same transaction; a save that changes
        // nothing, or switches off terms that were never on, sends nothing.
        const creditLimit = yuanToFen(body.creditLimit);
        const changed = before ? before.days !== body.days || before.creditLimit !== creditLimit || before.active !== body.active : body.active;
        if (!changed) return;
        const data = { groupId: String(groupId), groupName: group.name, days: String(body.days), creditLimit: fenToYuan(creditLimit).toFixed(2), active: String(body.active) };
        for (const userId of await ownersAndFinanceOf(tx, groupId)) await enqueueUserMail(tx, userId, 'termsChanged', data);
      });
      return staffView(groupId);
    },

    /**
     * GET /api/lab-groups/:id/terms (members; non-members 404): the terms; owners and finance also see what the group
     * owes, what is left of the limit and the open and overdue term orders (null for other members).
     */
    async forMember(groupId: number, userId: number, now = new Date()) {
      const member = await membershipOf(db, groupId, userId);
      const terms = await termsOf(db, groupId);
      const view = terms ? termsView(terms) : null;
      if (!hasRole(member, ['owner', 'finance'])) return { terms: view, owed: null, available: null, orders: null, overdue: null };
      return { terms: view, ...(await account(db, groupId, terms, now)) };
    },
  };
}
