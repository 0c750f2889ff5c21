import { apiGet } from '@labmall/shared/api/client';
import { CODE_OK } from '@labmall/shared/api/envelope';
import type { VerificationStanding } from './verification-types';

/** GET /api/lab-groups/:id/verification (every member): verified or not, the permits held, the newest submission. */
export async function getVerification(groupId: number, signal?: AbortSignal): Promise<VerificationStanding> {
  const body = await apiGet<VerificationStanding>(`/api/lab-groups/${groupId}/verification`, undefined, { signal });
  if (body.code !== CODE_OK || !body.data) throw body;
  return body.data;
}
