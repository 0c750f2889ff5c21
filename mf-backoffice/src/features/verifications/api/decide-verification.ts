import { staffPost } from '../../../lib/staff-api';
import type { RegulatedClass } from '../../../lib/regulated-class';
import type { VerificationDetail } from './get-verification';

export interface VerifyInput { permits: Array<{ class: RegulatedClass; expiresOn: string }>; note?: string }

/**
 * POST /api/backoffice/lab-group-verifications/:id/verify (support): the classes permitted, each with the expiry
 * staff checked. 409 VERIFICATION_DECIDED (someone decided first), 400 PERMIT_NOT_SUBMITTED / PERMIT_EXPIRY_PAST.
 */
export async function verifySubmission(id: number, input: VerifyInput) {
  return staffPost<VerificationDetail>(`/api/backoffice/lab-group-verifications/${id}/verify`, input);
}

/** POST /api/backoffice/lab-group-verifications/:id/reject (support): the note (1–500) the owner reads. */
export async function rejectSubmission(id: number, note: string) {
  return staffPost<VerificationDetail>(`/api/backoffice/lab-group-verifications/${id}/reject`, { note });
}
