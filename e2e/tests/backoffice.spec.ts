import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { expect, test } from '../shop-test';
import { newStaff, signInAsNewStaff } from '../staff-console';

type Sku = { id: number; code: string; price: number; stock: number; onSale: boolean; maxPerOrder: number };

/** The SKU the product page shows first: the first one that can be bought (mf-catalog sku-rules), else the first. */
const shownFirst = (skus: Sku[]) => skus.find((sku) => sku.onSale && sku.stock > 0) ?? skus[0]!;

/**
 * Issue 22, as a new shop manager works: a colleague made catalogue staff signs in with a password and an
 * authenticator, changes a price and restocks a SKU in the console, and a shopper sees both on the product page;
 * a catalogue file with a bad row is refused with the row named. A shopper's pages never load the console.
 */
test.describe('the staff console (issue 22)', () => {
  test('a shopper’s pages never load the console’s code', async ({ page }) => {
    const consoleFiles: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/mf/mf_backoffice/')) consoleFiles.push(request.url());
    });
    await page.goto('/en/');
    await page.goto('/en/product/90301');
    await page.goto('/en/backoffice/products'); // a guest is asked to sign in, the console is not fetched
    await expect(page.getByRole('heading', { name: /sign in/i }).first()).toBeVisible();
    expect(consoleFiles).toEqual([]);
  });

  test('catalogue staff change a price and restock a SKU; the shopper sees both on the product page', async ({ page, request, browser }) => {
    await signInAsNewStaff(page, await newStaff(request, ['catalogue']));

    // The newest product on sale, found in the console's table (sorted and filtered on the server).
    await page.goto('/en/backoffice/products?sort=id&order=desc&status=on_sale');
    await page.getByRole('table').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/en\/backoffice\/product\?id=\d+/);
    const productId = Number(new URL(page.url()).searchParams.get('id'));
    const before = (await (await request.get(`/api/product/get?id=${productId}`)).json()).data as { skus: Sku[] };
    const sku = shownFirst(before.skus);
    const newPrice = sku.price + 11.11;

    await page.getByLabel(`Price (¥) — ${sku.code}`, { exact: true }).fill(newPrice.toFixed(2));
    await page.getByRole('button', { name: `Save — ${sku.code}` }).click();
    await expect.poll(async () => shownFirst((await (await request.get(`/api/product/get?id=${productId}`)).json()).data.skus).price).toBe(Number(newPrice.toFixed(2)));

    await page.getByRole('button', { name: `Stock — ${sku.code}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Change (+ adds, − removes)').fill('7');
    await dialog.getByLabel('Reason').selectOption('received');
    await dialog.getByRole('button', { name: 'Adjust stock' }).click();
    await expect(dialog.getByRole('status')).toHaveText(`Stock adjusted: now ${sku.stock + 7}.`);
    await expect(dialog.getByRole('table')).toContainText('Goods received');

    // A shopper, in a browser of their own, on the server-rendered product page.
    const shopper = await browser.newPage();
    await shopper.goto(`/en/product/${productId}`);
    await expect(shopper.getByTestId('sku-price')).toHaveText(`¥${newPrice.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
    await expect(shopper.getByTestId('sku-stock-count')).toHaveText(String(sku.stock + 7));
    await shopper.close();
  });

  test('a catalogue file with a bad row is refused with its row named, and nothing is applied', async ({ page, request }) => {
    await signInAsNewStaff(page, await newStaff(request, ['catalogue']));
    await page.goto('/en/backoffice/import');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const rows = parse(readFileSync(await (await download).path()), { bom: true }) as string[][];
    const header = rows[0]!;
    // Three SKUs (file lines 2-4); the price of line 3 is not a number.
    const lines = rows.slice(1, 4).map((row) => [...row]);
    lines[1]![header.indexOf('price')] = 'abc';
    const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
    const csv = [header, ...lines].map((row) => row.map(quote).join(',')).join('\n');

    await page.getByLabel('Catalogue file (.xlsx or .csv)').setInputFiles({ name: 'catalogue.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Check' }).click();
    const refused = page.getByRole('table', { name: /^Refused rows/ });
    await expect(refused.getByRole('row').nth(1)).toContainText('3');
    await expect(refused.getByRole('row').nth(1)).toContainText('price');
    await expect(page.getByRole('alert').filter({ hasText: 'refused' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Apply/ })).toHaveCount(0);
  });
});
