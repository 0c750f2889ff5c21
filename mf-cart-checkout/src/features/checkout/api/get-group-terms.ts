import { apiGet } from '@labmall/shared/api/client';
import { CODE_OK } from '@labmall/shared/api/envelope';
import type { GroupTerms } from './lab-group-types';

/**
 * GET /api/lab-groups/:id/terms: the group's payment terms (pay on invoice), and the credit left when the shopper may
 * read it. The answer names its group, so a slow answer for another group is never taken for this one's.
 */
export async function getGroupTerms(groupId: number): Promise<GroupTerms & { groupId: number }> {
  const body = await apiGet<GroupTerms>(`/api/lab-groups/${groupId}/terms`);
  if (body.code !== CODE_OK || !body.data) throw body;
  const available = body.data.available;
  return { groupId, terms: body.data.terms ?? null, available: typeof available === 'number' ? available : null };
}
