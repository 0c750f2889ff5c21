import { expect, test } from '../shop-test';
import { newAccount, signIn } from '../accounts';

test.describe('sign-in (spec §2, §4, §5)', () => {
  test('a guest opening a sign-in page lands on login and, after signing in, on that page', async ({ page, request }) => {
    const credentials = await newAccount(request);
    await page.goto('/en/user/order');
    await expect(page).toHaveURL(/\/en\/login$/);
    await signIn(page.locator('main'), credentials);
    await expect(page).toHaveURL(/\/en\/user\/order$/);
    await expect(page.locator('[data-mf-remote="mf_account"]')).toBeVisible();
    await page.reload(); // still signed in after a reload
    await expect(page).toHaveURL(/\/en\/user\/order$/);
    await expect(page.locator('.user-menu summary')).toBeVisible();
  });

  for (const evil of ['//evil.example', '/\\evil.example']) {
    test(`a remembered path of ${evil} is never followed`, async ({ page, request, context, baseURL }) => {
      const credentials = await newAccount(request);
      await context.addCookies([{ name: 'auth.redirect', value: encodeURIComponent(evil), url: baseURL! }]);
      await page.goto('/en/login');
      await signIn(page.locator('main'), credentials);
      await expect(page).toHaveURL(`${baseURL}/en/`);
    });
  }

  test('a signed-in visit to the login page goes home', async ({ page, request }) => {
    const credentials = await newAccount(request);
    await page.goto('/en/login');
    await signIn(page.locator('main'), credentials);
    await expect(page).toHaveURL(/\/en\/$/);
    await page.goto('/en/login');
    await expect(page).toHaveURL(/\/en\/$/);
  });

  test('the login dialog on a sign-in route, then the page it covered', async ({ page, request }) => {
    const credentials = await newAccount(request);
    await page.goto('/en/help');
    await page.getByRole('link', { name: /Cart/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/en\/shopping$/);
    await signIn(dialog, credentials);
    await expect(dialog).toBeHidden();
    await expect(page.locator('[data-mf-remote="mf_cart_checkout"]')).toBeVisible();
  });

  test('sign-out returns to / with the tokens gone', async ({ page, request, context }) => {
    const credentials = await newAccount(request);
    await page.goto('/en/user/portal');
    await signIn(page.locator('main'), credentials);
    await expect(page).toHaveURL(/\/en\/user\/portal$/);
    await page.locator('.user-menu summary').click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/en\/$/);
    const cookies = await context.cookies();
    expect(cookies.filter((c) => c.name.startsWith('auth._'))).toEqual([]);
    expect(await page.evaluate(() => [localStorage.getItem('auth._token.local'), localStorage.getItem('auth._refresh_token.local')])).toEqual([null, null]);
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  test('a shopper registers from the login page and is signed in', async ({ page }) => {
    await page.goto('/en/login');
    const main = page.locator('main');
    await main.getByRole('button', { name: 'Register' }).first().click();
    await main.getByLabel(/Account/).fill(`new${Date.now()}@lab.test`);
    await main.getByLabel(/^Password$/).fill('short');
    await main.getByRole('checkbox').check();
    await main.getByRole('button', { name: 'Register' }).last().click();
    await expect(main.getByRole('alert')).toHaveText('The password must be 8–64 characters long.');
    await main.getByLabel(/^Password$/).fill('Cathode2024');
    await main.getByRole('button', { name: 'Register' }).last().click();
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.locator('.user-menu summary')).toBeVisible();
  });
});
