import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export type Credentials = { account: string; password: string };

let counter = 0;

/** A fresh account (its own empty cart and orders) per test, registered through the real API. */
export async function newAccount(request: APIRequestContext): Promise<Credentials> {
  const account = `e2e${Date.now()}${process.pid}${counter++}@lab.test`;
  const password = 'Battery2024';
  const response = await request.post('/api/auth/register', { data: { account, password, agreement: true } });
  expect(response.ok()).toBe(true);
  return { account, password };
}

/** Fills and submits the sign-in form inside `scope` (the login page's main, or the dialog). */
export async function signIn(scope: Page | Locator, credentials: Credentials): Promise<void> {
  await scope.getByLabel(/Account|账号/).fill(credentials.account);
  await scope.getByLabel(/^Password$|^密码$/).fill(credentials.password);
  await scope.getByRole('button', { name: /^Sign in$|^登录$/ }).last().click();
}
