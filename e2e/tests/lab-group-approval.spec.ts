import { expect, test, waitForShop } from '../shop-test';
import { newAccount, signIn } from '../accounts';
import { checkoutForGroup, labGroupWith } from '../lab-group-api';
import { waitForMail } from '../mailbox';
import { payInSandbox } from '../paid-order';
import { LIPF6_PRODUCT_ID, shopApi } from '../shop-api';

/**
 * Issue 32's approval journey (docs/lab-groups.md "Approvals"): a requester sends their cart for approval at the
 * checkout, the group's owner approves it in another browser, it becomes the requester's order on the grant
 * budget, the requester pays it, and it is on the group's statement.
 */
test("a requester's cart is approved in another browser, becomes an order paid from the grant and shows on the statement", async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const [owner, requester] = [await newAccount(request), await newAccount(request)];
  const group = await labGroupWith(request, owner, [{ credentials: requester, roles: ['requester'] }], 20_000);
  const requesterApi = await shopApi(request, requester);
  await requesterApi.addAddress('Dr. Lin Qiao');
  const sku = await requesterApi.firstSku(LIPF6_PRODUCT_ID);
  await requesterApi.post('/api/shoppingcart/addshoppingcart', { skuId: sku.id, quantity: 1 });

  // The requester: cart → checkout for the group on its budget → "Send for approval" (a requester cannot order).
  await page.goto('/en/login');
  await signIn(page.locator('main'), requester);
  await expect(page).toHaveURL(/\/en\/$/);
  await checkoutForGroup(page, group);
  const panel = page.getByRole('region', { name: 'Send for approval' });
  await expect(panel.getByRole('listitem')).toHaveText("A requester's orders always need approval");
  await expect(page.getByRole('button', { name: 'Submit order' })).toHaveCount(0);
  await panel.getByLabel('Note for the approver (optional)').fill('For the December cathode batch');
  await panel.getByRole('button', { name: 'Send for approval' }).click();
  await expect(page.getByRole('heading', { name: 'Sent to your approvers' })).toBeVisible();
  const href = await page.getByRole('link', { name: 'View the request' }).getAttribute('href');
  const requestId = /\/user\/approval\/(\d+)/.exec(href ?? '')?.[1];
  expect(requestId, `the request link: ${href}`).toMatch(/^\d+$/);

  // The owner is mailed a link to the request.
  const mail = await waitForMail(request, owner.account, /approval|审批|承認|승인/i);
  expect(mail.text).toContain(`/user/approval/${requestId}`);

  // The owner, in another browser: "To approve" lists it; approve at the total shown.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  try {
    await ownerPage.goto('/en/login');
    await waitForShop(ownerPage);
    await signIn(ownerPage.locator('main'), owner);
    await expect(ownerPage).toHaveURL(/\/en\/$/);
    await ownerPage.goto('/en/user/approvals');
    await waitForShop(ownerPage);
    await ownerPage.getByRole('tab', { name: 'To approve' }).click();
    await ownerPage.getByRole('link', { name: `Request #${requestId}` }).click();
    await expect(ownerPage).toHaveURL(new RegExp(`/en/user/approval/${requestId}$`));
    await expect(ownerPage.getByText('For the December cathode batch')).toBeVisible();
    await ownerPage.getByRole('button', { name: /^Approve and order/ }).click();
    const approved = ownerPage.getByText(/^Approved: order LM\d+ was placed for the requester\.$/);
    await expect(approved).toBeVisible();
    const orderNo = /LM\d+/.exec((await approved.textContent()) ?? '')![0];

    // The requester sees it ordered, with the budget on the order, and pays it.
    await page.goto(`/en/user/approval/${requestId}`);
    await expect(page.getByText('Ordered').first()).toBeVisible();
    await expect(page.getByRole('link', { name: `View order ${orderNo}` })).toBeVisible();
    const order = await requesterApi.get<{ status: string; labGroup: { id: number; budgetCode: string } | null }>(`/api/order/detail?orderNo=${orderNo}`);
    expect(order).toMatchObject({ status: 'unpaid', labGroup: { id: group.groupId, budgetCode: group.budgetCode } });
    await payInSandbox(request, requesterApi.token, orderNo);

    // The owner reads the month's statement: the order placed and paid from the grant.
    await ownerPage.goto(`/en/user/labGroup/${group.groupId}`);
    await waitForShop(ownerPage);
    const statement = ownerPage.getByRole('region', { name: 'Statements' });
    const rows = statement.getByRole('row').filter({ hasText: orderNo });
    await expect(rows.filter({ hasText: 'Order placed' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Payment' })).toHaveCount(1);

    // The owner opens the requester's order from the group's orders: read-only, with who ordered it.
    await ownerPage.getByRole('table', { name: "The group's orders" }).getByRole('link', { name: orderNo }).click();
    await expect(ownerPage).toHaveURL(new RegExp(`/en/user/orderDetail\\?orderNo=${orderNo}&labGroup=${group.groupId}$`));
    const overview = ownerPage.getByRole('region', { name: `Order ${orderNo}` });
    await expect(overview).toContainText(`Lab group${group.groupName} · budget ${group.budgetCode}`);
    await expect(overview.getByText('Ordered by')).toBeVisible();
    await expect(overview.getByRole('button')).toHaveCount(0);
  } finally {
    await ownerContext.close();
  }
});
