import { staffPost } from '../../../lib/staff-api';

/**
 * POST /api/backoffice/staff/grant (admin): sets an account's staff scopes; an empty list removes it from staff.
 * `enrolmentCode` is set when the account has no authenticator yet: shown once, for the admin to hand over.
 */
export async function grantStaff(account: string, scope: string[]) {
  return staffPost<{ enrolmentCode: string | null }>('/api/backoffice/staff/grant', { account, scope });
}
