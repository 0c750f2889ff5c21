import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { newAccount, signIn } from '../accounts';
import { E2E_MF_DIR, E2E_PORT } from '../e2e-env';
import { LIPF6_PRODUCT_ID, shopApi } from '../shop-api';
import { expect, test } from '../shop-test';

/**
 * Issue 15's quotation, as a lab and the shop's staff do it: request a quotation from the product page, staff
 * answer it with `npm run quotes`, the buyer downloads the PDF, accepts it and pays the order at the quoted price.
 *
 * Staff's CLI opens the shop's database itself, and an embedded (PGlite) database can be open in one process
 * only: as the CLI says, staff stop the shop, run the command and start it again. So this journey runs on a
 * shop of its own (its own port and data directory, the same build), which it stops and starts around the CLI,
 * instead of the suite's server that every other journey shares.
 */
const root = path.resolve(import.meta.dirname, '../..');
const PORT = E2E_PORT + 10;
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = path.join(tmpdir(), `labmall-e2e-quotes-${PORT}`);
const env = {
  ...process.env, PORT: String(PORT), HOST: '127.0.0.1', ANALYTICS_PORT: String(PORT + 1), MF_DIR: E2E_MF_DIR,
  DATA_DIR, DATABASE_URL: '', LOG_LEVEL: 'warn', REGISTER_MAX_PER_IP: '500',
};

let server: ChildProcess | undefined;

async function startShop(): Promise<void> {
  server = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the quotation journey's shop exited with ${server.exitCode}`);
    const up = await fetch(`${BASE}/api/health`).then((res) => res.ok, () => false);
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the quotation journey\'s shop did not start in 180 s');
}

/** Stops the shop the way staff do (SIGTERM), so it releases the data directory for the CLI. */
async function stopShop(): Promise<void> {
  const running = server;
  server = undefined;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGTERM');
  await exited;
}

/** `npm run quotes -- …` on the journey's database (the npm script's own command). */
async function quotes(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'api/src/ops/quotes-cli.ts', ...args], { cwd: root, env });
  return stdout;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a guest asking for a quotation gets the login dialog, and after signing in the request form', async ({ page, request }) => {
  const credentials = await newAccount(request);
  await page.goto(`/en/product/${LIPF6_PRODUCT_ID}`);
  await page.getByRole('link', { name: 'Request a quotation' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await signIn(dialog, credentials);
  await expect(page).toHaveURL(/\/en\/quotation\?skuId=\d+&quantity=1$/);
  await expect(page.getByRole('button', { name: 'Send request' })).toBeVisible();
});

test.describe('quotations', () => {
  let api: APIRequestContext;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    rmSync(DATA_DIR, { recursive: true, force: true });
    api = await playwrightRequest.newContext({ baseURL: BASE });
    await startShop();
  });
  test.afterAll(async () => {
    await api?.dispose();
    await stopShop();
    rmSync(DATA_DIR, { recursive: true, force: true });
  });

  test('a lab requests a quotation, staff answer it with the CLI, the buyer downloads the PDF, accepts and pays', async ({ page }) => {
    test.setTimeout(300_000);
    const credentials = await newAccount(api);
    const shop = await shopApi(api, credentials);
    await shop.addAddress('Dr. Li Na');
    await page.goto(`${BASE}/en/login`);
    await signIn(page.locator('main'), credentials);
    await expect(page).toHaveURL(/\/en\/$/);

    // The product page's "Request a quotation" opens the request form for the chosen SKU.
    await page.goto(`${BASE}/en/product/${LIPF6_PRODUCT_ID}`);
    await page.getByRole('link', { name: 'Request a quotation' }).click();
    await expect(page).toHaveURL(/\/en\/quotation\?skuId=\d+&quantity=1$/);
    await expect(page.getByText(/Lithium hexafluorophosphate/i).first()).toBeVisible();
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Please fill in this field').first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Institution', exact: true })).toBeFocused();
    await page.getByRole('textbox', { name: 'Institution', exact: true }).fill('Institute of Physics, CAS');
    await page.getByRole('textbox', { name: 'Delivery city' }).fill('Beijing');
    await page.getByRole('textbox', { name: 'Wanted by' }).fill(inDays(14));
    await page.getByLabel(/^Note \(optional/).fill('Budget code 2026-EL-17');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page).toHaveURL(/\/en\/user\/quotationDetail\?quoteNo=QT\d+/);
    const quoteNo = new URL(page.url()).searchParams.get('quoteNo')!;
    await expect(page.getByRole('heading', { name: new RegExp(`Quotation ${quoteNo}`) })).toContainText('Requested');

    // Staff: stop the shop, list, show and answer with the CLI, start the shop again.
    await stopShop();
    expect(await quotes('list', '--status', 'requested')).toContain(quoteNo);
    const request = JSON.parse(await quotes('show', quoteNo)) as { lines: { skuCode: string; quantity: number }[] };
    const file = path.join(DATA_DIR, 'lines.json');
    writeFileSync(file, JSON.stringify({ lines: request.lines.map((l) => ({ sku: l.skuCode, unitPrice: 88.8 })), shipping: 12, validUntil: inDays(7), note: 'Ships in 3 days' }));
    expect(await quotes('answer', quoteNo, '--file', file)).toContain(`quotation ${quoteNo}: quoted, total 100.80 CNY`);
    await startShop();

    // The buyer sees the answer, downloads the PDF and accepts.
    await page.reload();
    await expect(page.getByRole('heading', { name: new RegExp(`Quotation ${quoteNo}`) })).toContainText('Quoted');
    await expect(page.getByText('Ships in 3 days')).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`quotation-${quoteNo}.pdf`);
    const pdf = readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    await expect(page.getByRole('radio', { name: /Dr\. Li Na/ })).toBeChecked();
    await page.getByRole('button', { name: /^Accept and order \(¥100\.80\)$/ }).click();
    await expect(page).toHaveURL(/\/en\/payType\?orderNo=LM\d+/);
    const orderNo = new URL(page.url()).searchParams.get('orderNo')!;

    // Paid through the existing payment flow, at the quoted price.
    await page.getByRole('radio', { name: /Alipay/ }).check();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: 'Pay (simulated)' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/payTypeResult\\?orderNo=${orderNo}`));
    await expect(page.getByText('Payment received')).toBeVisible({ timeout: 30_000 });

    const order = await shop.get<{ status: string; payAmount: number; shippingAmount: number }>(`/api/order/detail?orderNo=${orderNo}`);
    expect(order).toMatchObject({ status: 'paid', payAmount: 100.8, shippingAmount: 12 });
    const quotation = await shop.get<{ status: string; orderNo: string }>(`/api/quotation/detail?quoteNo=${quoteNo}`);
    expect(quotation).toMatchObject({ status: 'accepted', orderNo });
  });
});
