import { and, eq } from 'drizzle-orm';
import { labGroupMembers, type LabGroupRole } from '../../db/schema/lab-groups';
import type { Db } from '../../db/types';
import type { MessageKey } from '../../i18n/messages';
import { AppError } from '../../lib/app-error';

/**
 * A lab-group refusal: the usual envelope (HTTP status = code, message in the request's language) with the
 * stable reason in `data.reason` (BUDGET_EXCEEDED, LAB_GROUP_APPROVAL_REQUIRED …) for clients to branch on.
 */
export const labGroupError = (status: number, key: MessageKey, reason: string, data: Record<string, unknown> = {}) =>
  new AppError(status, key, { reason, ...data });

export const forbidden = () => labGroupError(403, 'labGroupForbidden', 'LAB_GROUP_FORBIDDEN');

export type Membership = { groupId: number; userId: number; roles: LabGroupRole[] };

/** The user's membership of the group, or undefined when they do not (or no longer) belong to it. */
export async function findMembership(db: Db, groupId: number, userId: number): Promise<Membership | undefined> {
  const [row] = await db
    .select({ groupId: labGroupMembers.groupId, userId: labGroupMembers.userId, roles: labGroupMembers.roles })
    .from(labGroupMembers)
    .where(and(eq(labGroupMembers.groupId, groupId), eq(labGroupMembers.userId, userId)));
  return row;
}

/** The caller's membership; a group they do not belong to is answered exactly like one that does not exist (404). */
export async function membershipOf(db: Db, groupId: number, userId: number): Promise<Membership> {
  const row = await findMembership(db, groupId, userId);
  if (!row) throw new AppError(404, 'notFound');
  return row;
}

export const hasRole = (member: Membership, roles: readonly LabGroupRole[]) => member.roles.some((role) => roles.includes(role));

/** A member whose roles include one of `roles`, else 403. */
export async function memberWith(db: Db, groupId: number, userId: number, roles: readonly LabGroupRole[]): Promise<Membership> {
  const member = await membershipOf(db, groupId, userId);
  if (!hasRole(member, roles)) throw forbidden();
  return member;
}

/** Who may do what (docs/lab-groups.md "Roles"). */
export const may = {
  manage: ['owner'],
  order: ['owner', 'buyer'],
  editShared: ['owner', 'buyer'],
  editBudgets: ['owner', 'finance'],
  readLedger: ['owner', 'finance', 'approver'],
  readOrders: ['owner', 'finance', 'approver'],
  /** Approval requests (lab-group-approvals): who decides (never on their own), who reads them besides the requester. */
  decide: ['owner', 'approver'],
  readRequests: ['owner', 'approver', 'finance'],
} as const satisfies Record<string, readonly LabGroupRole[]>;
