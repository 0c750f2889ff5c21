import { newAccount, signIn } from '../accounts';
import { expect, test } from '../shop-test';
import { LIPF6_PRODUCT_ID, shopApi } from '../shop-api';
import { newStaff, signInAsNewStaff } from '../staff-console';

/**
 * Issue 23, orders: a researcher places and pays an order of LiPF6 (a SKU made in lots); a colleague holding only
 * the `orders` scope finds it in the console, ships it with a carrier and tracking number, and the researcher sees
 * the tracking number and the certificate of the lot it went out with in their order.
 */
test('an order paid by a shopper is shipped in the console; the shopper sees the tracking number and the lot’s certificate', async ({ page, request, browser }) => {
  const shopper = await newAccount(request);
  const api = await shopApi(request, shopper);
  const sku = await api.firstSku(LIPF6_PRODUCT_ID);
  const { orderNo } = await api.placeOrder(sku.id, 1, await api.addAddress('Dr. Lin Wei'));

  // The shopper pays in the sandbox, as at checkout.
  await page.goto('/en/login');
  await signIn(page.locator('main'), shopper);
  await expect(page).toHaveURL(/\/en\/$/);
  await page.goto(`/en/payType?orderNo=${orderNo}`);
  await page.getByRole('radio', { name: /Alipay/ }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Pay (simulated)' }).click();
  await expect(page.getByText('Payment received')).toBeVisible({ timeout: 30_000 });

  // Orders staff, in a browser of their own: the order found by its number, then shipped.
  const staffContext = await browser.newContext();
  const desk = await staffContext.newPage();
  const staff = await newStaff(request, ['orders']);
  await signInAsNewStaff(desk, staff);
  await desk.goto('/en/backoffice/orders');
  await desk.getByRole('searchbox', { name: 'Order number' }).fill(orderNo);
  await desk.getByRole('searchbox', { name: 'Order number' }).press('Enter');
  await expect(desk).toHaveURL(new RegExp(`q=${orderNo}`));
  await desk.getByRole('table').getByRole('link', { name: orderNo }).click();
  await expect(desk.getByRole('heading', { name: `Order ${orderNo}` })).toBeVisible();
  await desk.getByRole('button', { name: 'Ship' }).click();
  const dialog = desk.getByRole('dialog', { name: `Ship order ${orderNo}` });
  const trackingNo = `SF${Date.now()}`;
  await dialog.getByLabel('Carrier').selectOption({ label: 'SF Express' });
  await dialog.getByLabel('Tracking number').fill(trackingNo);
  await dialog.getByRole('button', { name: 'Ship the order' }).click();
  await expect(desk.getByRole('status').filter({ hasText: `Order ${orderNo} is shipped.` })).toBeVisible();
  await expect(desk.getByRole('region', { name: 'Timeline' })).toContainText(`Shipped by ${staff.account}`);
  const lotLink = desk.getByRole('region', { name: 'Items' }).getByRole('link').first();
  const lotNumber = (await lotLink.textContent())!.trim();
  await staffContext.close();

  // The shopper's order shows the carrier, the tracking number and the certificate of the lot.
  await page.goto(`/en/user/orderDetail?orderNo=${orderNo}`);
  const shipment = page.getByRole('region', { name: 'Shipment' });
  await expect(shipment).toContainText('SF Express');
  await expect(shipment).toContainText(trackingNo);
  const lots = page.getByRole('region', { name: 'Lots and certificates of analysis' });
  await expect(lots.getByRole('link', { name: `Download the CoA of lot ${lotNumber} (PDF)` })).toBeVisible();
  await lots.getByRole('link', { name: 'View certificate' }).first().click();
  await expect(page.getByRole('heading', { name: `Certificate of analysis, lot ${lotNumber}`, level: 2 })).toBeVisible();
});
