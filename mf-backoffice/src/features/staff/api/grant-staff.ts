import { staffPost } from '../../../lib/staff-api';

/** POST /api/backoffice/staff/grant (admin): sets an account's staff scopes; an empty list removes it from staff. */
export async function grantStaff(account: string, scope: string[]) {
  return staffPost<unknown>('/api/backoffice/staff/grant', { account, scope });
}
