import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { timeStep, totpCode } from '../api/src/modules/staff/totp';
import { newAccount, signIn, type Credentials } from './accounts';
import { adminApi } from './staff-api';

export type NewStaff = Credentials & { enrolmentCode: string };

/** A fresh account the e2e admin made staff with `scope`, and the enrolment code the admin hands over. */
export async function newStaff(request: APIRequestContext, scope: string[]): Promise<NewStaff> {
  const credentials = await newAccount(request);
  return { ...credentials, enrolmentCode: await (await adminApi(request)).grant(credentials.account, scope) };
}

/**
 * The first sign-in of a staff account: password, then the authenticator set up from the key the page shows, with
 * the enrolment code the admin handed over, then the recovery codes kept.
 */
export async function signInAsNewStaff(page: Page, credentials: NewStaff) {
  await page.goto('/en/login');
  await signIn(page.locator('main'), credentials);
  const key = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  await page.getByLabel('Enrolment code').fill(credentials.enrolmentCode);
  await page.getByLabel('Authenticator code').fill(totpCode(key, timeStep(Date.now())));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await page.getByLabel('I have kept these recovery codes').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/en\/$/);
}
