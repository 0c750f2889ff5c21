import { newAccount, signIn } from '../accounts';
import { expect, test } from '../shop-test';
import { LIPF6_PRODUCT_ID, shopApi } from '../shop-api';
import { newStaff, signInAsNewStaff } from '../staff-console';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Issue 23, quotations: a lab requests a quotation from the product page; a colleague holding only the
 * `quotations` scope finds it in the console's queue, previews the PDF of the answer and sends it while the
 * shop runs; the buyer sees the quoted price and terms and accepts it, which places the order at that price.
 */
test('a quotation requested by a shopper is answered in the console and accepted by the shopper', async ({ page, request, browser }) => {
  const shopper = await newAccount(request);
  const shop = await shopApi(request, shopper);
  await shop.addAddress('Dr. Zhao Min');
  await page.goto('/en/login');
  await signIn(page.locator('main'), shopper);
  await expect(page).toHaveURL(/\/en\/$/);

  await page.goto(`/en/product/${LIPF6_PRODUCT_ID}`);
  await page.getByRole('link', { name: 'Request a quotation' }).click();
  await expect(page).toHaveURL(/\/en\/quotation\?skuId=\d+&quantity=1$/);
  await page.getByRole('textbox', { name: 'Institution', exact: true }).fill('Dalian Institute of Chemical Physics');
  await page.getByRole('textbox', { name: 'Delivery city' }).fill('Dalian');
  await page.getByRole('textbox', { name: 'Wanted by' }).fill(inDays(21));
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page).toHaveURL(/\/en\/user\/quotationDetail\?quoteNo=QT\d+/);
  const quoteNo = new URL(page.url()).searchParams.get('quoteNo')!;
  await expect(page.getByRole('heading', { name: new RegExp(`Quotation ${quoteNo}`) })).toContainText('Requested');

  // Quotations staff, in a browser of their own: the request found in the queue, answered after a preview.
  const staffContext = await browser.newContext();
  const desk = await staffContext.newPage();
  const staff = await newStaff(request, ['quotations']);
  await signInAsNewStaff(desk, staff);
  await desk.goto('/en/backoffice/quotations');
  const filters = desk.getByRole('search', { name: 'Filter quotations' });
  await filters.getByRole('searchbox', { name: 'Quotation number or buyer' }).fill(quoteNo);
  await filters.getByLabel('Status').selectOption({ label: 'Requested' });
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(desk).toHaveURL(new RegExp(`q=${quoteNo}`));
  await desk.getByRole('table').getByRole('link', { name: quoteNo }).click();
  await expect(desk.getByRole('heading', { name: `Quotation ${quoteNo}` })).toBeVisible();

  const answer = desk.getByRole('form', { name: 'Answer' });
  const priceInputs = answer.getByRole('textbox', { name: /^Unit price of / });
  await expect(priceInputs).toHaveCount(1);
  await priceInputs.first().fill('88.80');
  await answer.getByLabel('Shipping (CNY)').fill('12');
  await answer.getByLabel(/^Valid until/).fill(inDays(7));
  await answer.getByLabel(/^Terms/).fill('Ships from Suzhou within 3 days; cold chain included');
  await expect(answer).toContainText('Total: 100.80');
  const preview = desk.waitForEvent('popup');
  await answer.getByRole('button', { name: 'Preview PDF' }).click();
  expect((await preview).url()).toMatch(/^blob:/);
  await expect(answer.getByRole('link', { name: 'Open the PDF preview (new tab)' })).toBeVisible();
  await answer.getByRole('button', { name: 'Send the answer' }).click();
  await expect(desk.getByRole('status').filter({ hasText: `Quotation ${quoteNo} is answered; the buyer is told.` })).toBeVisible();
  await expect(desk.getByRole('heading', { name: `Quotation ${quoteNo}` })).toBeVisible();
  await staffContext.close();

  // The buyer sees the answer and accepts it: an order at the quoted price.
  await page.reload();
  await expect(page.getByRole('heading', { name: new RegExp(`Quotation ${quoteNo}`) })).toContainText('Quoted');
  await expect(page.getByText('Ships from Suzhou within 3 days; cold chain included')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Dr\. Zhao Min/ })).toBeChecked();
  await page.getByRole('button', { name: /^Accept and order \(¥100\.80\)$/ }).click();
  await expect(page).toHaveURL(/\/en\/payType\?orderNo=LM\d+/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!;

  const order = await shop.get<{ status: string; payAmount: number; shippingAmount: number }>(`/api/order/detail?orderNo=${orderNo}`);
  expect(order).toMatchObject({ status: 'unpaid', payAmount: 100.8, shippingAmount: 12 });
  const quotation = await shop.get<{ status: string; orderNo: string }>(`/api/quotation/detail?quoteNo=${quoteNo}`);
  expect(quotation).toMatchObject({ status: 'accepted', orderNo });
});
