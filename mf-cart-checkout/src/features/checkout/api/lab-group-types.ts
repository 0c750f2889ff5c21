import type { LabRole } from '@labmall/shared/account/lab-group-types';

/** What the confirm-order page reads of the lab-groups API (api/src/modules/lab-groups): amounts in yuan. */
export type { LabRole, MyLabGroup } from '@labmall/shared/account/lab-group-types';

export interface GroupBudget {
  id: number;
  code: string;
  name: string;
  remaining: number;
  periodStart: string;
  periodEnd: string;
  active: boolean;
}

export interface GroupForOrder {
  id: number;
  address: { province: string; city: string; district: string; detail: string; postcode?: string };
  overBudget: 'refuse' | 'approval';
  budgets: GroupBudget[];
}

/** The roles that may place (buyer, owner) or request (requester) a group order. */
export const ORDERING_ROLES: readonly LabRole[] = ['owner', 'buyer', 'requester'];

/** GET /api/lab-groups/:id/terms (pay on invoice): every member reads the terms; `available` only owners and finance (else null). */
export interface GroupTerms {
  terms: { days: number; creditLimit: number; active: boolean; grantedAt: string } | null;
  available: number | null;
}
