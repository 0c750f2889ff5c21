import { useRequest } from '@labmall/shared/hooks/use-request';
import { staffGet } from '../../../lib/staff-api';
import type { RegulatedClass } from '../../../lib/regulated-class';

export const VERIFICATION_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export interface VerificationRow {
  id: number;
  groupId: number;
  groupName: string;
  institution: string;
  status: VerificationStatus;
  submittedBy: { id: number; name: string; account: string } | null;
  submittedAt: string;
  classes: RegulatedClass[];
  decidedAt: string | null;
}

export interface VerificationQuery { status: VerificationStatus; page: number; pageSize: number }

/** GET /api/backoffice/lab-group-verifications (support): pending oldest first (the queue), the others newest first. */
export async function getVerifications(query: VerificationQuery) {
  return staffGet<{ items: VerificationRow[]; total: number; page: number; pageSize: number }>('/api/backoffice/lab-group-verifications', {
    status: query.status, page: String(query.page), pageSize: String(query.pageSize),
  });
}

export const useVerifications = (query: VerificationQuery) =>
  useRequest(`backoffice-verifications|${query.status}|${query.page}|${query.pageSize}`, () => getVerifications(query));
