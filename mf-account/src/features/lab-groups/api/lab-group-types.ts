/** The shapes of the lab-groups API (api/src/modules/lab-groups): budget amounts as model/budget-money.ts reads them, ISO dates. */
import type { LabRole, MyLabGroup } from '@labmall/shared/account/lab-group-types';

export type { LabRole };
export const LAB_ROLES: readonly LabRole[] = ['owner', 'buyer', 'requester', 'approver', 'finance'];

export interface LabGroupSummary extends MyLabGroup {
  memberCount: number;
}

export interface GroupAddress {
  province: string;
  city: string;
  district: string;
  detail: string;
  postcode?: string;
}

export interface LabMember {
  userId: number;
  name: string;
  email: string;
  roles: LabRole[];
  joinedAt: string;
}

export interface LabInvite {
  id: number;
  email: string;
  roles: LabRole[];
  expiresAt: string;
}

export interface Budget {
  id: number;
  code: string;
  name: string;
  /** Like every amount of a budget: see model/budget-money.ts. */
  amount: number;
  reserved: number;
  consumed: number;
  remaining: number;
  periodStart: string;
  periodEnd: string;
  active: boolean;
}

export type OverBudget = 'refuse' | 'approval';

export interface LabGroup {
  id: number;
  name: string;
  institution: string;
  address: GroupAddress;
  overBudget: OverBudget;
  myRoles: LabRole[];
  members: LabMember[];
  invites: LabInvite[];
  budgets: Budget[];
}

export type LedgerKind = 'reserve' | 'release' | 'consume' | 'refund';

export interface LedgerEntry {
  id: number;
  kind: LedgerKind;
  amount: number;
  orderId?: number | null;
  orderNo?: string | null;
  memberName: string;
  createdAt: string;
}

/** What an invite's mailed link shows before it is accepted. */
export interface InvitePreview {
  groupName: string;
  institution: string;
  invitedBy: string;
  roles: LabRole[];
  expiresAt: string;
}

/** One of the group's orders: the fields of the shopper's own order list that this page shows (money in yuan). */
export interface GroupOrder {
  orderNo: string;
  status: string;
  createdAt: string;
  payAmount: number;
  itemCount: number;
  /** Who placed it (the API adds these to the order list's shape). */
  buyerId: number;
  buyerName?: string;
}
