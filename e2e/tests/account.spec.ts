import { expect, test } from '../shop-test';
import type { Page } from '@playwright/test';
import { newAccount, signIn, type Credentials } from '../accounts';
import { LIPF6_PRODUCT_ID, shopApi } from '../shop-api';

/** Issue 6: the account area, as a researcher uses it. Set-up goes through the API, the journey through the pages. */

async function signedIn(page: Page, credentials: Credentials) {
  await page.goto('/en/login');
  await signIn(page.locator('main'), credentials);
  await expect(page).toHaveURL(/\/en\/$/);
}

const orderCard = (page: Page, orderNo: string) => page.getByRole('article', { name: `Order ${orderNo}` });

test('an address added in the address book is the one the confirm-order page uses, and the order keeps it', async ({ page, request }) => {
  test.setTimeout(90_000);
  const credentials = await newAccount(request);
  await signedIn(page, credentials);

  await page.goto('/en/user/address');
  await page.getByRole('button', { name: /^Add (your first )?address$/ }).first().click();
  await page.getByLabel('Recipient').fill('Prof. Lin Wei');
  await page.getByLabel('Mobile number').fill('13700001111');
  await page.getByLabel('Province').selectOption({ label: '上海市' });
  await page.getByLabel('City').selectOption({ label: '上海市' });
  await page.getByLabel('District').selectOption({ label: '徐汇区' });
  await page.getByLabel('Street address').fill('Caoxi North Road 88, Lab Building 5');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Address saved.' })).toBeVisible();

  await page.goto(`/en/product/${LIPF6_PRODUCT_ID}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart.' })).toBeVisible();
  await page.goto('/en/shopping');
  await page.getByRole('button', { name: /^Checkout \(1\)$/ }).or(page.getByRole('link', { name: /^Checkout \(1\)$/ })).first().click();
  await expect(page.getByRole('radio', { name: /Prof\. Lin Wei/ })).toBeChecked();
  await page.getByRole('button', { name: 'Submit order' }).click();
  await expect(page).toHaveURL(/\/en\/payType\?orderNo=LM\d+/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!;

  await page.goto(`/en/user/orderDetail?orderNo=${orderNo}`);
  const delivery = page.getByRole('region', { name: 'Delivery address' });
  await expect(delivery).toContainText('Prof. Lin Wei');
  await expect(delivery).toContainText('徐汇区');
});

test('cancelling an unpaid order gives its stock back; buy again puts its lines back in the cart', async ({ page, request }) => {
  test.setTimeout(90_000);
  const credentials = await newAccount(request);
  const api = await shopApi(request, credentials);
  const sku = await api.firstSku(LIPF6_PRODUCT_ID);
  const { orderNo } = await api.placeOrder(sku.id, 2, await api.addAddress('Dr. Zhao Min'));
  expect((await api.firstSku(LIPF6_PRODUCT_ID)).stock).toBe(sku.stock - 2);

  await signedIn(page, credentials);
  await page.goto('/en/user/order?status=unpaid');
  const card = orderCard(page, orderNo);
  await card.getByRole('button', { name: 'Cancel order' }).click();
  await card.getByRole('button', { name: 'Yes, cancel order' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Order ${orderNo} has been cancelled.` })).toBeVisible();
  expect((await api.firstSku(LIPF6_PRODUCT_ID)).stock).toBe(sku.stock);

  // The cancelled order now sits under "Cancelled"; from its detail, buy again.
  await page.getByRole('tab', { name: /^Cancelled/ }).click();
  await expect(page).toHaveURL(/status=cancelled/);
  await orderCard(page, orderNo).getByRole('link', { name: 'View details' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/user/orderDetail\\?orderNo=${orderNo}`));
  await expect(page.getByRole('region', { name: 'Order history' })).toContainText('Cancelled');
  await page.getByRole('button', { name: 'Buy again' }).click();
  await expect(page.getByRole('status').filter({ hasText: `All items of order ${orderNo} are now in your cart.` })).toBeVisible();
  const cart = await api.get<{ skuId: number; quantity: number }[]>('/api/shoppingcart/get');
  expect(cart).toEqual([expect.objectContaining({ skuId: sku.id, quantity: 2 })]);
  await page.getByRole('link', { name: 'Go to cart' }).click();
  await expect(page).toHaveURL(/\/en\/shopping/);
  await expect(page.getByRole('link', { name: /Lithium hexafluorophosphate/i }).first()).toBeVisible();
});

test('paying an order in the sandbox credits its points, and the ledger shows them with the running total', async ({ page, request }) => {
  test.setTimeout(120_000);
  const credentials = await newAccount(request);
  const api = await shopApi(request, credentials);
  const sku = await api.firstSku(LIPF6_PRODUCT_ID);
  const { orderNo, payAmount } = await api.placeOrder(sku.id, 1, await api.addAddress('Dr. Wu Qing'));
  const points = Math.floor(payAmount);

  await signedIn(page, credentials);
  await page.goto('/en/user/order');
  await orderCard(page, orderNo).getByRole('link', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/payType\\?orderNo=${orderNo}`));
  await page.getByRole('radio', { name: /Alipay/ }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.getByRole('button', { name: 'Pay (simulated)' }).click();
  await expect(page.getByText('Payment received')).toBeVisible({ timeout: 30_000 });

  await page.goto('/en/user/userPoints');
  await expect(page.getByRole('region', { name: 'Points balance' })).toContainText(`${points.toLocaleString('en')} points`);
  const row = page.getByRole('table', { name: 'Points history' }).getByRole('row').filter({ hasText: orderNo });
  await expect(row).toContainText('Order');
  await expect(row).toContainText(`+${points.toLocaleString('en')}`);
  await row.getByRole('link', { name: orderNo }).click();
  await expect(page).toHaveURL(new RegExp(`/en/user/orderDetail\\?orderNo=${orderNo}`));

  // The portal agrees: one order awaiting shipment.
  await page.goto('/en/user/portal');
  await expect(page.getByRole('region', { name: 'My orders' }).getByRole('link', { name: 'Awaiting shipment 1' })).toBeVisible();
});

test('the portal edits the profile (the header follows) and changes the password, which ends the other sessions', async ({ page, request }) => {
  test.setTimeout(90_000);
  const credentials = await newAccount(request);
  const otherDevice = await shopApi(request, credentials);
  await signedIn(page, credentials);
  await page.goto('/en/user/portal');

  const profile = page.getByRole('region', { name: 'Profile' });
  await profile.getByRole('button', { name: 'Edit profile' }).click();
  await profile.getByLabel('Nickname').fill('Dr. Battery');
  await profile.getByLabel('Institution (optional)').fill('Institute of Electrochemistry');
  await profile.getByLabel('Contact mobile (optional)').fill('12345');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByLabel('Contact mobile (optional)')).toHaveAttribute('aria-invalid', 'true');
  await profile.getByLabel('Contact mobile (optional)').fill('13900002222');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByRole('status').filter({ hasText: 'Profile saved.' })).toBeVisible();
  await expect(profile).toContainText('Institute of Electrochemistry');
  await expect(page.getByRole('banner')).toContainText('Dr. Battery');

  const password = page.getByRole('region', { name: 'Change password' });
  await password.getByLabel('Current password').fill(credentials.password);
  await password.getByLabel('New password', { exact: true }).fill('Cathode2025');
  await password.getByLabel('Confirm new password').fill('Cathode2025');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();
  // The session signed in through the API earlier is over; this one goes on.
  const stale = await request.get('/api/user/profile', { headers: { authorization: `Bearer ${otherDevice.token}` } });
  expect(stale.status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText('Dr. Battery');
});
