import { expect, test, waitForShop } from '../shop-test';
import { newAccount, signIn } from '../accounts';
import { checkoutForGroup, labGroupWith, verifyLabGroup } from '../lab-group-api';
import { LIPF6_PRODUCT_ID, shopApi } from '../shop-api';
import { newStaff, signInAsNewStaff } from '../staff-console';

type TermOrder = { status: string; terms: { kind: string; paid: boolean; overdue: boolean; dueAt: string } | null };

/**
 * Issue 32 part 6 end to end (docs/lab-groups.md, "Pay on invoice"): support staff grant a verified group 30 days'
 * terms in the console; its owner orders on invoice at checkout and gets a confirmation with nothing to pay; the
 * console ships the order while it is unpaid ("Not paid yet"), then confirms the bank transfer, and the order is paid
 * for staff and for the buyer.
 */
test('a verified group granted terms orders on invoice; the order ships unpaid and is paid when staff confirm the transfer', async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  const owner = await newAccount(request);
  const group = await labGroupWith(request, owner, [], 20_000);
  await verifyLabGroup(request, owner, group.groupId);
  const ownerApi = await shopApi(request, owner);
  await ownerApi.addAddress('Dr. Zhao Min');
  const sku = await ownerApi.firstSku(LIPF6_PRODUCT_ID);
  await ownerApi.post('/api/shoppingcart/addshoppingcart', { skuId: sku.id, quantity: 1 });

  const staffContext = await browser.newContext();
  const desk = await staffContext.newPage();
  try {
    // Support staff grant the group terms on its console page.
    const staff = await newStaff(request, ['support', 'orders']);
    await signInAsNewStaff(desk, staff);
    await desk.goto(`/en/backoffice/lab-group?id=${group.groupId}`);
    await waitForShop(desk);
    const grant = desk.getByRole('form', { name: 'Grant payment terms' });
    await grant.getByLabel('Days to pay').fill('30');
    await grant.getByLabel('Credit limit (CNY)').fill('20000');
    await grant.getByRole('button', { name: 'Save terms' }).click();
    await expect(desk.getByText('Payment terms saved.')).toBeVisible();

    // The owner orders for the group on invoice: a confirmation with the due date, not the payment page.
    await page.goto('/en/login');
    await signIn(page.locator('main'), owner);
    await expect(page).toHaveURL(/\/en\/$/);
    await checkoutForGroup(page, group);
    await page.getByRole('radio', { name: /^Pay on invoice — due in 30 days/ }).check();
    await page.getByRole('button', { name: 'Submit order' }).click();
    await expect(page).toHaveURL(/\/en\/order\?invoiceOrder=LM\d+/);
    const orderNo = new URL(page.url()).searchParams.get('invoiceOrder')!;
    await expect(page.getByText('Nothing to pay now')).toBeVisible();
    await expect(page.getByText(/^Placed on invoice, due by /)).toBeVisible();

    // The console: unpaid on terms, shipped before payment, then the transfer confirmed.
    await desk.goto(`/en/backoffice/order?orderNo=${orderNo}`);
    await waitForShop(desk);
    const termsFact = desk.getByRole('region', { name: 'Lab group' }).locator('div').filter({ has: desk.getByText('Payment terms', { exact: true }) });
    await expect(termsFact).toContainText('Not paid yet');
    await desk.getByRole('button', { name: 'Ship' }).click();
    const shipDialog = desk.getByRole('dialog', { name: `Ship order ${orderNo}` });
    await shipDialog.getByLabel('Carrier').selectOption({ label: 'SF Express' });
    await shipDialog.getByLabel('Tracking number').fill(`SF${Date.now()}`);
    await shipDialog.getByRole('button', { name: 'Ship the order' }).click();
    await expect(desk.getByRole('status').filter({ hasText: `Order ${orderNo} is shipped.` })).toBeVisible();
    await expect(termsFact).toContainText('Not paid yet');
    expect(await ownerApi.get<TermOrder>(`/api/order/detail?orderNo=${orderNo}`)).toMatchObject({ status: 'shipped', terms: { kind: 'invoice', paid: false, overdue: false } });

    await desk.getByRole('button', { name: 'Confirm bank transfer' }).click();
    await desk.getByRole('dialog', { name: `Confirm the bank transfer for order ${orderNo}?` }).getByRole('button', { name: 'The money has arrived' }).click();
    await expect(termsFact).toContainText('Paid');
    await expect(desk.getByRole('region', { name: 'Timeline' })).toContainText(`Bank transfer confirmed by ${staff.account}`);
    await expect(desk.getByRole('button', { name: 'Confirm bank transfer' })).toHaveCount(0);

    // The buyer's order page says it is paid, and nothing is owed on the group's terms any more.
    expect(await ownerApi.get<TermOrder>(`/api/order/detail?orderNo=${orderNo}`)).toMatchObject({ status: 'shipped', terms: { paid: true } });
    await page.goto(`/en/user/orderDetail?orderNo=${orderNo}`);
    await expect(page.getByText('On invoice: due', { exact: false })).toBeVisible();
    await expect(page.getByText('Paid', { exact: true })).toBeVisible();
    expect(await ownerApi.get<{ owed: number | null }>(`/api/lab-groups/${group.groupId}/terms`)).toMatchObject({ owed: 0 });
  } finally {
    await staffContext.close();
  }
});
