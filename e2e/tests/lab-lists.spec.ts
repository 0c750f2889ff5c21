import { expect, test } from '../shop-test';
import type { APIRequestContext, Page } from '@playwright/test';
import { newAccount, signIn } from '../accounts';
import { LIPF6_PRODUCT_ID } from '../shop-api';

/** A fresh account (no favourites, no lists, an empty cart), signed in on the login page. */
async function signInFresh(page: Page, request: APIRequestContext) {
  const credentials = await newAccount(request);
  await page.goto('/en/login');
  await signIn(page.locator('main'), credentials);
  await expect(page).toHaveURL(/\/en\/$/);
}

const productHeart = (page: Page) => page.locator('.product-title').getByRole('button', { name: /^Favourite / });

test.describe('lab lists and favourites (issue 15)', () => {
  test('a guest pressing a heart gets the login dialog', async ({ page }) => {
    await page.goto(`/en/product/${LIPF6_PRODUCT_ID}`);
    await expect(productHeart(page)).toHaveAttribute('aria-pressed', 'false');
    await productHeart(page).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('favourite a product, save it on a list, add the whole list to the cart and find it there', async ({ page, request }) => {
    await signInFresh(page, request);
    await page.goto(`/en/product/${LIPF6_PRODUCT_ID}`);
    const name = (await page.locator('.product-title h1').textContent())!.trim();

    await productHeart(page).click();
    await expect(productHeart(page)).toHaveAttribute('aria-pressed', 'true');
    await page.reload(); // server-rendered as a guest, then the shopper's own heart after hydration
    await expect(productHeart(page)).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/en/user/favourites');
    await expect(page.getByTestId('favourites').getByRole('link', { name })).toBeVisible();

    await page.goto(`/en/product/${LIPF6_PRODUCT_ID}`);
    await page.getByRole('button', { name: 'Add to list' }).click();
    await page.getByLabel('Name of the new list').fill('Monthly consumables');
    await page.getByRole('button', { name: /^Add \d+$/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to “Monthly consumables”.' })).toBeVisible();
    await page.getByRole('link', { name: 'Open the list' }).click();

    await expect(page).toHaveURL(/\/en\/user\/labListDetail\?id=\d+/);
    const lines = page.getByTestId('lab-list-lines');
    await expect(lines.getByRole('link', { name })).toBeVisible();
    const quantity = lines.getByRole('spinbutton');
    await quantity.fill('2');
    await quantity.press('Enter');
    await expect(quantity).toHaveValue('2');

    await page.getByRole('button', { name: 'Add all to cart' }).click();
    const report = page.getByTestId('cart-report');
    await expect(report.getByRole('heading', { name: 'Every line is in your cart' })).toBeVisible();
    await expect(report).toContainText('2 added');
    await report.getByRole('link', { name: 'Go to cart' }).click();
    await expect(page).toHaveURL(/\/en\/shopping$/);
    await expect(page.getByRole('main').getByText(name).first()).toBeVisible();
  });

  test('import a list from CSV: bad rows are shown by line number and nothing is imported; the fixed file makes the list', async ({ page, request }) => {
    const product = await (await request.get(`/api/product/get?id=${LIPF6_PRODUCT_ID}`, { headers: { 'accept-language': 'en' } })).json();
    const code: string = product.data.skus[0].code;
    await signInFresh(page, request);
    await page.goto('/en/user/labLists');
    const form = page.locator('form.lab-import');
    await form.getByLabel('Name').fill('From the lab sheet');
    const upload = (text: string) => form.getByLabel('File').setInputFiles({ name: 'order.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });

    await upload(`sku,quantity\n${code},3\nNO-SUCH-CODE,1\n${code},x\n`);
    await form.getByRole('button', { name: 'Import' }).click();
    const errors = page.getByTestId('import-errors');
    await expect(errors).toContainText('No SKU has the code “NO-SUCH-CODE”');
    await expect(errors.locator('tbody tr').first().locator('td').first()).toHaveText('3');
    await expect(page.locator('.lab-list-cards')).toHaveCount(0);

    await upload(`sku,quantity\n${code},3\n`);
    await form.getByRole('button', { name: 'Import' }).click();
    await expect(page).toHaveURL(/\/en\/user\/labListDetail\?id=\d+/);
    await expect(page.getByTestId('lab-list-lines').getByRole('spinbutton')).toHaveValue('3');
  });
});
