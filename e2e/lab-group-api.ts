import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Credentials } from './accounts';
import { waitForMail } from './mailbox';
import { shopApi } from './shop-api';
import { adminApi } from './staff-api';

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

/** A one-page PDF: what the verification form accepts as the institution's letter (checked by content on the server). */
export const LETTER_PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/**
 * The group verified through the API (docs/regulated-chemicals.md): its owner sends the institution's letter and a
 * precursor permit, and the e2e admin (every scope, so `support` too) verifies it. For journeys that need a verified
 * group but test something else (pay on invoice); the verification itself is walked through in regulated-chemicals.spec.ts.
 */
export async function verifyLabGroup(request: APIRequestContext, owner: Credentials, groupId: number): Promise<void> {
  const { token } = await shopApi(request, owner);
  const expiresOn = new Date(Date.now() + 8 * 3_600_000 + 180 * 86_400_000).toISOString().slice(0, 10);
  const sent = await request.post(`/api/lab-groups/${groupId}/verification`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      institutionDocument: { name: 'letter.pdf', mimeType: 'application/pdf', buffer: LETTER_PDF },
      'precursor.number': '沪易制毒备 2026-0042',
      'precursor.expiresOn': expiresOn,
      'precursor.file': { name: 'permit.pdf', mimeType: 'application/pdf', buffer: LETTER_PDF },
    },
  });
  const submitted = (await sent.json()) as { code: number; message: string; data: { latest: { id: number } } };
  expect(submitted.code, submitted.message).toBe(200);
  const { headers } = await adminApi(request);
  const verified = await request.post(`/api/backoffice/lab-group-verifications/${submitted.data.latest.id}/verify`, { headers, data: { permits: [{ class: 'precursor', expiresOn }] } });
  expect(((await verified.json()) as { code: number }).code).toBe(200);
}

/**
 * From the cart (one line) to its checkout as an order for `group` on its budget: "For a lab group", the group, the
 * budget. The page must be signed in as a member of the group.
 */
export async function checkoutForGroup(page: Page, group: { groupName: string; budgetId: number }): Promise<void> {
  await page.goto('/en/shopping');
  await page.getByRole('button', { name: /^Checkout \(1\)$/ }).or(page.getByRole('link', { name: /^Checkout \(1\)$/ })).first().click();
  await expect(page).toHaveURL(/\/en\/order\?lineIds=\d+/);
  await page.getByRole('radio', { name: 'For a lab group' }).check();
  await page.getByLabel('Lab group', { exact: true }).selectOption({ label: `${group.groupName} · Shanghai Institute of Battery Research` });
  await page.getByLabel('Budget', { exact: true }).selectOption(String(group.budgetId));
}
