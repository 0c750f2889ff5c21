import { apiPost } from '@labmall/shared/api/client';
import { CODE_OK } from '@labmall/shared/api/envelope';
import type { VerificationStanding } from './verification-types';

/**
 * POST /api/lab-groups/:id/verification (owner only), multipart: `institutionDocument` and per class `<class>.number`,
 * `<class>.expiresOn`, `<class>.file` (the shared client sends a FormData body as multipart). Answers the new standing.
 * Refusals reject with the envelope: 409 `data.reason` VERIFICATION_PENDING, 400 `data.errors: [{ field, message }]`.
 */
export async function submitVerification(groupId: number, form: FormData): Promise<VerificationStanding> {
  const body = await apiPost<VerificationStanding>(`/api/lab-groups/${groupId}/verification`, form);
  if (body.code !== CODE_OK || !body.data) throw body;
  return body.data;
}
