import { useRequest } from '@labmall/shared/hooks/use-request';
import { staffGet } from '../../../lib/staff-api';
import type { RegulatedClass } from '../../../lib/regulated-class';
import type { VerificationRow } from './get-verifications';

/** A submitted file; `url` is the staff-only files call (it needs the sign-in, so it is fetched, not linked bare). */
export type VerificationDoc = { id: string; fileName: string; mimeType: string; size: number; url: string } | null;

export interface VerificationDetail extends Omit<VerificationRow, 'classes'> {
  institutionDocument: VerificationDoc;
  permits: Array<{ class: RegulatedClass; number: string; expiresOn: string; document: VerificationDoc }>;
  granted: Array<{ class: RegulatedClass; expiresOn: string; valid: boolean }> | null;
  decisionNote: string | null;
}

/** GET /api/backoffice/lab-group-verifications/:id (support): the submission, its documents and the decision. */
export async function getVerification(id: number) {
  return staffGet<VerificationDetail>(`/api/backoffice/lab-group-verifications/${id}`);
}

/** Null id: nothing asked. `revision` changes to read it again (after a refused decision). */
export const useVerification = (id: number | null, revision: number) =>
  useRequest(id === null ? null : `backoffice-verification|${id}|${revision}`, () => getVerification(id!));
