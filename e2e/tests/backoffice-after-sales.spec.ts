import { newAccount, signIn } from '../accounts';
import { paidOrder } from '../paid-order';
import { shopApi } from '../shop-api';
import { expect, test } from '../shop-test';
import { newStaff, signInAsNewStaff } from '../staff-console';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);

/**
 * Issue 23, after-sales: a shopper's request with a photo is found by support staff in the console, its photo shown,
 * and approved with a note; the shopper sees the new status and the note on the order.
 */
test('an after-sales request is approved in the console with a note the shopper reads', async ({ page, request, browser }) => {
  test.setTimeout(90_000);
  const shopper = await newAccount(request);
  const orderNo = await paidOrder(request, shopper);
  const api = await shopApi(request, shopper);
  const { lines } = await api.get<{ lines: Array<{ id: number }> }>(`/api/aftersales/orders/${orderNo}`);
  const sent = await request.post('/api/aftersales/requests', {
    headers: { authorization: `Bearer ${api.token}` },
    multipart: { orderNo, items: String(lines[0]!.id), type: 'return', reason: 'damaged', description: 'The ampoule arrived cracked', photos: { name: 'cracked.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const requestNo = `AS${orderNo}-1`;

  const staffContext = await browser.newContext();
  const desk = await staffContext.newPage();
  await signInAsNewStaff(desk, await newStaff(request, ['support']));
  await desk.goto('/en/backoffice/after-sales');
  const filters = desk.getByRole('search', { name: 'Filter after-sales requests' });
  await filters.getByRole('searchbox', { name: 'Request or order number, or account' }).fill(requestNo);
  await filters.getByLabel('Status').selectOption({ label: 'Submitted' });
  await filters.getByRole('button', { name: 'Apply' }).click();
  await desk.getByRole('table').getByRole('link', { name: requestNo }).click();
  await expect(desk.getByRole('heading', { name: `After-sales request ${requestNo}` })).toBeVisible();
  await expect(desk.getByText('The ampoule arrived cracked')).toBeVisible();
  await expect(desk.getByRole('img', { name: 'cracked.png' })).toHaveAttribute('src', /^blob:/);

  await desk.getByRole('button', { name: 'Change status' }).click();
  const dialog = desk.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'Approved' }).check();
  await dialog.getByLabel('Note to the shopper (they read it)').fill('Please send it back; a courier will call you');
  await dialog.getByRole('button', { name: 'Change status' }).click();
  await expect(desk.getByRole('status').filter({ hasText: `${requestNo} is now Approved; the shopper is told.` })).toBeVisible();
  await expect(desk.getByRole('listitem').filter({ hasText: 'Submitted → Approved' })).toContainText('Please send it back');
  await staffContext.close();

  await page.goto('/en/login');
  await signIn(page.locator('main'), shopper);
  await expect(page).toHaveURL(/\/en\/$/);
  await page.goto(`/en/user/orderDetail?orderNo=${orderNo}`);
  const shown = page.locator(`[data-request-no="${requestNo}"]`);
  await expect(shown).toContainText('Approved');
  await expect(shown).toContainText('Please send it back; a courier will call you');
});
