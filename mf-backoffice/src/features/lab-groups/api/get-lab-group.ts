import { useRequest } from '@labmall/shared/hooks/use-request';
import { staffGet } from '../../../lib/staff-api';
import type { RegulatedClass } from '../../../lib/regulated-class';

export interface LabGroupDetail {
  id: number;
  name: string;
  institution: string;
  address: { province: string; city: string; district: string; detail: string; postcode?: string | null } | null;
  overBudget: 'refuse' | 'approval';
  createdAt: string;
  members: Array<{ userId: number; name: string; account: string; roles: string[]; joinedAt: string }>;
  /** The group's standing (docs/regulated-chemicals.md). */
  verification: {
    verified: boolean;
    permits: Array<{ class: RegulatedClass; expiresOn: string; valid: boolean }>;
    latest: { id: number; status: 'pending' | 'verified' | 'rejected'; submittedAt: string; decisionNote: string | null; decidedAt: string | null } | null;
  };
  /** Sums over the active budgets, yuan. */
  budgets: { count: number; activeCount: number; amount: number; reserved: number; consumed: number; remaining: number };
}

/** GET /api/backoffice/lab-groups/:id (support): members, verification standing and budgets. */
export async function getLabGroup(id: number) {
  return staffGet<LabGroupDetail>(`/api/backoffice/lab-groups/${id}`);
}

export const useLabGroup = (id: number | null) => useRequest(id === null ? null : `backoffice-lab-group|${id}`, () => getLabGroup(id!));
