import type { Address } from '@labmall/shared/account/address-types';
import type { LabRole } from '@labmall/shared/account/lab-group-types';

/** What accepting for a lab group reads of the lab-groups API (api/src/modules/lab-groups): amounts in yuan. */
export type { LabRole, MyLabGroup } from '@labmall/shared/account/lab-group-types';

export interface GroupBudget {
  id: number;
  code: string;
  name: string;
  remaining: number;
  active: boolean;
}

/** Of GET /api/lab-groups/:id, what the accept step shows. */
export interface GroupForAccept {
  id: number;
  budgets: GroupBudget[];
}

export type GroupAddress = Address;

/** The roles that may place (owner, buyer) or request (requester) a group order; approver and finance only read. */
export const ORDERING_ROLES: readonly LabRole[] = ['owner', 'buyer', 'requester'];
