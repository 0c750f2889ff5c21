import { useRequest } from '@labmall/shared/hooks/use-request';
import { staffGet, staffPut } from '../../../lib/staff-api';

/** A term order still owed (docs/lab-groups.md "Pay on invoice (terms)"), soonest due first. */
export interface OwedOrder { orderNo: string; status: string; amount: number; buyerName: string; placedAt: string; dueAt: string | null; overdue: boolean }

export interface TermsView {
  group: { id: number; name: string };
  verified: boolean;
  terms: { days: number; creditLimit: number; active: boolean; grantedAt: string; grantedBy: { id: number; account: string } | null } | null;
  owed: number;
  available: number;
  orders: OwedOrder[];
  overdue: OwedOrder[];
}

export interface TermsBody { days: number; creditLimit: number; active: boolean }

const url = (groupId: number) => `/api/backoffice/lab-groups/${groupId}/terms`;

/** GET …/lab-groups/:id/terms (support): the terms, what is owed on them, the open and overdue term orders. */
export const useLabGroupTerms = (groupId: number) => useRequest(`backoffice-lab-group-terms|${groupId}`, () => staffGet<TermsView>(url(groupId)));

/** PUT …/lab-groups/:id/terms: grant, change or switch off (409 TERMS_GROUP_UNVERIFIED for a group not verified). */
export const saveLabGroupTerms = (groupId: number, body: TermsBody) => staffPut<TermsView>(url(groupId), body);
