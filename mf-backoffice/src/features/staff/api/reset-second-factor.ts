import { staffPost } from '../../../lib/staff-api';

/** POST /api/backoffice/staff/reset-second-factor (admin): drops the authenticator; answers the new enrolment code. */
export async function resetSecondFactor(account: string) {
  return staffPost<{ enrolmentCode: string }>('/api/backoffice/staff/reset-second-factor', { account });
}
