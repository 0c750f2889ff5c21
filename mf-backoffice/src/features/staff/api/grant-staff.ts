import { apiPost } from '@labmall/shared/api/lazy-client';

/** POST /api/backoffice/staff/grant (admin): sets an account's staff scopes; an empty list removes it from staff. */
export async function grantStaff(account: string, scope: string[]) {
  return (await apiPost<unknown>('/api/backoffice/staff/grant', { account, scope })).data;
}
