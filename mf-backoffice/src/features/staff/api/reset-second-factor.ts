import { staffPost } from '../../../lib/staff-api';

/** POST /api/backoffice/staff/reset-second-factor (admin): drops the authenticator; the next sign-in enrols again. */
export async function resetSecondFactor(account: string) {
  return staffPost<unknown>('/api/backoffice/staff/reset-second-factor', { account });
}
