import { expect, test } from '../shop-test';
import type { Page } from '@playwright/test';

/** The seed's anchor product (api/src/db/seed/products): LiPF6, CAS 21324-40-3. */
const LIPF6 = { id: 90301, cas: '21324-40-3', en: 'Lithium hexafluorophosphate', zh: '六氟磷酸锂' };

const productCards = (page: Page) => page.locator('.product-list-results article');

test.describe('catalogue (issue 4)', () => {
  test('a CAS-number search from the header finds the product and opens it', async ({ page }) => {
    await page.goto('/en/');
    const search = page.getByRole('search').locator('input[name="keyword"]');
    await search.fill(LIPF6.cas);
    // Once the suggestion code has loaded, the field is an ARIA combobox.
    await expect(search).toHaveAttribute('role', 'combobox');
    // Suggestions while typing name why they matched.
    await expect(page.getByRole('option', { name: new RegExp(LIPF6.en) }).first()).toBeVisible();
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/en/search\\?keyword=${LIPF6.cas}`));
    const first = productCards(page).first();
    await expect(first).toContainText(LIPF6.en);
    await first.getByRole('link', { name: LIPF6.en }).first().click();
    await expect(page).toHaveURL(new RegExp(`/en/product/${LIPF6.id}$`));
    await expect(page.locator('h1')).toHaveText(LIPF6.en);
    await expect(page.getByText(LIPF6.cas).first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(LIPF6.en));
  });

  test('category filters, sort and page survive a reload and come back with Back', async ({ page }) => {
    await page.goto('/en/category?categoryId=9&title=Electrolytes');
    await expect(productCards(page).first()).toBeVisible();
    await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/sort=price_asc/);
    // The box is driven by the URL, which the router updates in a transition: click, then wait for both.
    await page.getByRole('checkbox', { name: 'In stock only' }).click();
    await expect(page).toHaveURL(/stock=1/);
    await expect(page.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
    await page.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    // The URL moves first; page 2's cards arrive with its request.
    await expect(productCards(page).first()).toBeVisible();
    const url = page.url();
    const names = await productCards(page).locator('h2, h3').allTextContents();
    expect(names.length).toBeGreaterThan(0);

    await page.reload();
    await expect(page).toHaveURL(url);
    await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
    await expect(page.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(productCards(page).locator('h2, h3')).toHaveText(names);

    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(page).toHaveURL(/stock=1/);
  });

  test('choosing a SKU changes the price and the stock shown', async ({ page }) => {
    await page.goto(`/en/product/${LIPF6.id}`);
    const options = page.locator('.sku-picker input[type="radio"]:not([disabled])');
    await expect(options.first()).toBeChecked();
    expect(await options.count()).toBeGreaterThan(1);
    const price = page.getByTestId('sku-price');
    const before = { price: await price.textContent(), stock: await page.getByTestId('sku-stock').textContent() };
    await options.nth(1).check();
    await expect(price).not.toHaveText(before.price ?? '');
    const after = { price: await price.textContent(), stock: await page.getByTestId('sku-stock').textContent() };
    expect(after).not.toEqual(before);
  });

  test('switching to English shows the product in English', async ({ page }) => {
    await page.goto(`/zh/product/${LIPF6.id}`);
    await expect(page.locator('h1')).toHaveText(LIPF6.zh);
    await page.getByRole('combobox', { name: '语言' }).selectOption('2');
    await expect(page).toHaveURL(new RegExp(`/en/product/${LIPF6.id}$`));
    await expect(page.locator('h1')).toHaveText(LIPF6.en);
    const jsonLd = JSON.parse((await page.locator('script[data-json-ld="Product"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'Product', name: LIPF6.en });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/en/product/${LIPF6.id}$`));
  });

  test('an unknown product shows the not-found page', async ({ page }) => {
    await page.goto('/en/product/999999');
    await expect(page.getByText('This page could not be found')).toBeVisible();
  });
});
