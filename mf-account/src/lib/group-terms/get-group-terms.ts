import { apiGet } from '@labmall/shared/api/client';
import { CODE_OK } from '@labmall/shared/api/envelope';
import type { GroupTermsView } from './terms-types';

/** GET /api/lab-groups/:id/terms (every member; non-members 404): the group's payment terms and, for owners and finance, what it owes. */
export async function getGroupTerms(groupId: number, signal?: AbortSignal): Promise<GroupTermsView> {
  const body = await apiGet<GroupTermsView>(`/api/lab-groups/${groupId}/terms`, undefined, { signal });
  if (body.code !== CODE_OK || !body.data) throw body;
  return body.data;
}
