import { expect, test } from '../shop-test';
import type { APIRequestContext, Page } from '@playwright/test';
import { newAccount, signIn } from '../accounts';

/** A fresh account (its own empty cart), signed in on the login page. */
async function signInFresh(page: Page, request: APIRequestContext) {
  const credentials = await newAccount(request);
  await page.goto('/en/login');
  await signIn(page.locator('main'), credentials);
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
