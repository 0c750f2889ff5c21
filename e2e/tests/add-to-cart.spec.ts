import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

let counter = 0;

/** A fresh account (its own empty cart), registered through the real API and signed in on the login page. */
async function signInFresh(page: Page, request: APIRequestContext) {
  const account = `cart${Date.now()}${counter++}@lab.test`;
  const password = 'Battery2024';
  const response = await request.post('/api/auth/register', { data: { account, password, agreement: true } });
  expect(response.ok()).toBe(true);
  await page.goto('/en/login');
  await page.locator('main').getByLabel(/Account/).fill(account);
  await page.locator('main').getByLabel(/^Password$/).fill(password);
  await page.locator('main').getByRole('button', { name: /^Sign in$/ }).last().click();
  await expect(page).toHaveURL(/\/en\/$/);
}

const miniCart = (page: Page) => page.locator('[data-mini-cart]');

test.describe('starting to buy (issue 4)', () => {
  test('a guest pressing "Add to cart" gets the login dialog and stays on the product', async ({ page }) => {
    await page.goto('/en/product/90301');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/product\/90301$/);
  });

  test('a signed-in researcher adds a SKU and the header count follows', async ({ page, request }) => {
    await signInFresh(page, request);
    await page.goto('/en/product/90301');
    await expect(miniCart(page)).toContainText('0');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to cart.' })).toBeVisible();
    await expect(miniCart(page)).toContainText('1');
  });

  test('a whole scenario bundle goes into the cart at once', async ({ page, request }) => {
    await signInFresh(page, request);
    await page.goto('/en/sceneProduct');
    await page.locator('a[href*="sceneProduct?id="]').first().click();
    await expect(page).toHaveURL(/sceneProduct\?id=\d+/);
    const rows = page.locator('table tbody tr');
    await expect(rows.first()).toBeVisible();
    const lines = await rows.count();
    await page.getByRole('button', { name: /Add the whole bundle|Add to cart/ }).click();
    await expect(page.getByRole('status').filter({ hasText: /Added to cart|could not/ })).toBeVisible();
    const count = Number((await miniCart(page).locator('.badge').textContent()) ?? '0');
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(lines);
  });
});
