import { expect, test } from '../shop-test';
import { newAccount, signIn } from '../accounts';

/**
 * Issue 5's whole purchase, as a researcher does it: search → add → cart → confirm with a new address and a
 * special VAT invoice → the payment sandbox → the result page → the order is paid on the server.
 */
test('a researcher buys LiPF6 with a new address and a special VAT invoice, pays in the sandbox and sees it paid', async ({ page, request }) => {
  test.setTimeout(120_000);
  const credentials = await newAccount(request);
  await page.goto('/en/login');
  await signIn(page.locator('main'), credentials);
  await expect(page).toHaveURL(/\/en\/$/);

  // Search by CAS number, open the product, add it.
  const search = page.getByRole('search').getByRole('searchbox').or(page.getByRole('combobox', { name: /search/i })).first();
  await search.fill('21324-40-3');
  await search.press('Enter');
  await page.locator('a[href$="/product/90301"]').first().click();
  await expect(page).toHaveURL(/\/en\/product\/90301$/);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart.' })).toBeVisible();

  // The cart: one line, totals from the server, checkout.
  await page.locator('a[data-mini-cart]').click();
  await expect(page).toHaveURL(/\/en\/shopping/);
  await expect(page.getByRole('link', { name: /Lithium hexafluorophosphate/i }).first()).toBeVisible();
  await page.getByRole('button', { name: /^Checkout \(1\)$/ }).or(page.getByRole('link', { name: /^Checkout \(1\)$/ })).first().click();
  await expect(page).toHaveURL(/\/en\/order\?lineIds=\d+/);

  // A new account has no address: the picker opens its form straight away.
  const address = page.getByRole('group', { name: 'Delivery address' }).or(page.locator('main'));
  await address.getByLabel('Recipient').fill('Dr. Chen Yu');
  await address.getByLabel('Mobile number').fill('13912345678');
  await address.getByLabel('Province').selectOption({ label: '上海市' });
  await address.getByLabel('City').selectOption({ label: '上海市' });
  await address.getByLabel('District').selectOption({ label: '徐汇区' });
  await address.getByLabel('Street address').fill('Caoxi North Road 88, Lab Building 3, Room 402');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('radio', { name: /Dr\. Chen Yu/ })).toBeChecked();

  await page.getByRole('radio', { name: 'Special VAT invoice' }).check();
  await page.getByLabel('Institution name').fill('Shanghai Institute of Battery Research');
  await page.getByLabel('Tax number').fill('91310000MA1FL0XX3K');
  await page.getByRole('textbox', { name: 'Bank', exact: true }).fill('ICBC Shanghai Xuhui Branch');
  await page.getByLabel('Bank account number').fill('1001234567890123');
  await page.getByLabel('Registered address').fill('Shanghai, Xuhui District, Caoxi North Road 88');
  await page.getByLabel('Registered phone').fill('021-64870000');
  await page.getByRole('button', { name: 'Submit order' }).click();

  // Pay type → the sandbox's hosted page → back to the result, which shows what the server says.
  await expect(page).toHaveURL(/\/en\/payType\?orderNo=LM\d+/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
  await expect(page.getByText('Sandbox — no real money moves').first()).toBeVisible();
  await page.getByRole('radio', { name: /Alipay/ }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await expect(page.getByText(/SANDBOX/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Pay (simulated)' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/payTypeResult\\?orderNo=${orderNo}`));
  await expect(page.getByText('Payment received')).toBeVisible({ timeout: 30_000 });

  // The server agrees: the order is paid, with the invoice and address as entered.
  const login = await request.post('/api/auth/login', { data: credentials });
  const token = ((await login.json()) as { token: string }).token;
  const detail = await request.get(`/api/order/detail?orderNo=${orderNo}`, { headers: { authorization: `Bearer ${token}` } });
  const order = ((await detail.json()) as { data: { status: string; invoice: { type: string; title: string }; address: { receiver: string; district: string } } }).data;
  expect(order.status).toBe('paid');
  expect(order.invoice).toMatchObject({ type: 'special', title: 'Shanghai Institute of Battery Research' });
  expect(order.address).toMatchObject({ receiver: 'Dr. Chen Yu', district: '徐汇区' });
});
