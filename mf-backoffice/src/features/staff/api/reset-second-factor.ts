import { apiPost } from '@labmall/shared/api/lazy-client';

/** POST /api/backoffice/staff/reset-second-factor (admin): drops the authenticator; the next sign-in enrols again. */
export async function resetSecondFactor(account: string) {
  return (await apiPost<unknown>('/api/backoffice/staff/reset-second-factor', { account })).data;
}
