import { expect, type APIRequestContext } from '@playwright/test';
import type { Credentials } from './accounts';
import { waitForMail } from './mailbox';
import { shopApi } from './shop-api';

/** Today in China (a budget's period is in China calendar days), as YYYY-MM-DD. */
const chinaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * A lab group set up through the API as its owner would in the account area (docs/lab-groups.md): the group, one
 * budget valid today, and `members` invited by mail and accepted with the mailed link's token. Answers the ids.
 */
export async function labGroupWith(
  request: APIRequestContext,
  owner: Credentials,
  members: { credentials: Credentials; roles: string[] }[],
  budgetAmount: number,
): Promise<{ groupId: number; groupName: string; budgetId: number; budgetCode: string }> {
  const api = await shopApi(request, owner);
  const groupName = `Cathode Lab ${Date.now()}`;
  const { id: groupId } = await api.post<{ id: number }>('/api/lab-groups', {
    name: groupName, institution: 'Shanghai Institute of Battery Research',
    address: { province: '上海市', city: '上海市', district: '徐汇区', detail: 'Caoxi North Road 88, Lab Building 3' },
  });
  const budgetCode = `NSFC-${groupId}`;
  const { id: budgetId } = await api.post<{ id: number }>(`/api/lab-groups/${groupId}/budgets`, {
    code: budgetCode, name: 'Cathode materials grant', amount: budgetAmount, periodStart: '2020-01-01', periodEnd: chinaToday().replace(/^\d{4}/, (y) => String(Number(y) + 1)),
  });
  for (const member of members) {
    await api.post(`/api/lab-groups/${groupId}/invites`, { email: member.credentials.account, roles: member.roles });
    const mail = await waitForMail(request, member.credentials.account, new RegExp(groupName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    const token = /labInvite\/([\w-]+)/.exec(mail.text)?.[1];
    expect(token, `an invitation link in: ${mail.text}`).toMatch(/^[\w-]{16,}$/);
    const memberApi = await shopApi(request, member.credentials);
    await memberApi.post(`/api/lab-group-invites/${token}/accept`, {});
  }
  return { groupId, groupName, budgetId, budgetCode };
}
