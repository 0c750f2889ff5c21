import type { APIRequestContext, Page } from '@playwright/test';
import { newAccount, signIn } from '../accounts';
import { rollUpToday } from '../reports-cli';
import { expect, test } from '../shop-test';
import { LIPF6_PRODUCT_ID, shopApi } from '../shop-api';
import { adminApi } from '../staff-api';
import { newStaff, signInAsNewStaff } from '../staff-console';

type Sales = { totals: { orders: number } };
type Funnel = { steps: Array<{ step: string; sessions: number }> };
type Search = { noResults: Array<{ keyword: string }> };

/** The analytics beacons a page sends to the collector, counted as they leave. */
function countBeacons(page: Page) {
  const beacons = { sent: 0 };
  page.on('request', (r) => {
    if (r.url().includes('/collect')) beacons.sent += 1;
  });
  return beacons;
}

/** Today in China, as the reports count days. */
const chinaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

async function report<T>(request: APIRequestContext, headers: Record<string, string>, name: string, today: string): Promise<T> {
  const body = (await (await request.get(`/api/backoffice/reports/${name}?from=${today}&to=${today}`, { headers })).json()) as { code: number; data: T };
  expect(body.code).toBe(200);
  return body.data;
}

/**
 * Issue 33: a shopper searches for what the shop does not have, then orders and pays; once the day is rolled up
 * (`npm run retention -- --today`), the owner's console shows the order in the sales report, the paid session at the
 * funnel's end, and the keyword among the searches that found nothing.
 */
test('an order placed and paid shows in the sales report and the funnel after the roll-up; a search with no results is listed', async ({ page, request, browser }) => {
  const today = chinaToday();
  rollUpToday();
  // The owner's API session, signed in once (an authenticator code works once).
  const { headers } = await adminApi(request);
  const salesBefore = await report<Sales>(request, headers, 'sales', today);
  const shopper = await newAccount(request);
  const api = await shopApi(request, shopper);
  const sku = await api.firstSku(LIPF6_PRODUCT_ID);

  await page.goto('/en/login');
  await signIn(page.locator('main'), shopper);
  await expect(page).toHaveURL(/\/en\/$/);
  // The tracker loads once the page is idle and sends the page view and the search's result count (two beacons,
  // whose bodies the browser does not show): the page is left only after they went.
  const keyword = `zirconium tape ${Date.now().toString(36)}`;
  const beacons = countBeacons(page);
  await page.goto(`/en/search?keyword=${encodeURIComponent(keyword)}`);
  await expect(page.getByText(`No products match “${keyword}”`, { exact: false })).toBeVisible();
  await expect.poll(() => beacons.sent, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);

  const { orderNo } = await api.placeOrder(sku.id, 1, await api.addAddress('Dr. Zhao Min'));
  await page.goto(`/en/payType?orderNo=${orderNo}`);
  await page.getByRole('radio', { name: /Alipay/ }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.getByRole('button', { name: 'Pay (simulated)' }).click();
  // The result page stays open: its `order_paid` leaves once its tracker has loaded, and the roll-up below waits for it.
  await expect(page.getByText('Payment received')).toBeVisible({ timeout: 30_000 });

  // The collector writes in the background: roll up until the day holds what the shopper did.
  await expect.poll(async () => {
    rollUpToday();
    const [sales, funnel, search] = await Promise.all([
      report<Sales>(request, headers, 'sales', today), report<Funnel>(request, headers, 'funnel', today), report<Search>(request, headers, 'search', today),
    ]);
    return sales.totals.orders > salesBefore.totals.orders && funnel.steps.find((s) => s.step === 'paid')!.sessions > 0 &&
      search.noResults.some((k) => k.keyword === keyword);
  }, { timeout: 60_000, intervals: [1_000, 2_000, 5_000] }).toBe(true);

  // The owner, in a browser of their own, reads it in the console.
  const ownerContext = await browser.newContext();
  const desk = await ownerContext.newPage();
  await signInAsNewStaff(desk, await newStaff(request, ['admin']));
  await desk.goto(`/en/backoffice/reports?report=search&from=${today}&to=${today}`);
  await expect(desk.getByRole('table', { name: 'Keywords with no results' }).getByRole('rowheader', { name: keyword })).toBeVisible();
  await desk.getByRole('tab', { name: 'Funnel' }).click();
  await expect(desk).toHaveURL(/report=funnel/);
  await expect(desk.getByRole('rowheader', { name: 'Paid' }).first()).toBeVisible();
  await desk.getByRole('tab', { name: 'Sales' }).click();
  await expect(desk.getByRole('rowheader', { name: 'Orders' }).first()).toBeVisible();
  await ownerContext.close();
});
