import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../shop-test';
import { newAccount, signIn, type Credentials } from '../accounts';
import { BASE_URL } from '../e2e-env';
import { LIPF6_PRODUCT_ID, shopApi } from '../shop-api';

type Goods = { id: number; name: string; kind: string; points: number };

async function signedIn(page: Page, credentials: Credentials) {
  await page.goto('/en/login');
  await signIn(page.locator('main'), credentials);
  await expect(page).toHaveURL(/\/en\/$/);
}

/** Points the real way: an order paid in the payment sandbox (1 point per yuan), until the server says paid. */
async function earnByPaidOrder(request: APIRequestContext, credentials: Credentials, quantity: number) {
  const api = await shopApi(request, credentials);
  const sku = await api.firstSku(LIPF6_PRODUCT_ID);
  const { orderNo } = await api.placeOrder(sku.id, quantity, await api.addAddress('Dr. Lin Mei'));
  const headers = { authorization: `Bearer ${api.token}` };
  const payment = await (await request.post('/api/payment/create', { headers, data: { orderNo, method: 'alipay' } })).json();
  await request.post(`/sandbox/pay/${payment.data.paymentNo}`, { headers: { origin: BASE_URL }, form: { lang: 'en' }, maxRedirects: 0 });
  await expect.poll(async () => (await api.get<{ status: string }>(`/api/payment/status?orderNo=${orderNo}`)).status, { timeout: 30_000 }).toBe('paid');
  return api;
}

async function goodsOf(request: APIRequestContext, kind: 'coupon' | 'physical'): Promise<Goods[]> {
  const body = await (await request.get(`/api/points-mall/products?kind=${kind}&sort=pointsAsc`, { headers: { 'accept-language': 'en' } })).json();
  return body.data.items;
}

test('a researcher checks in, claims the first-order task, exchanges points for a coupon and uses it at checkout', async ({ page, request }) => {
  test.setTimeout(180_000);
  const credentials = await newAccount(request);
  const api = await earnByPaidOrder(request, credentials, 4); // about 670 points
  const start = (await api.get<{ balance: number }>('/api/points/balance')).balance;
  await signedIn(page, credentials);

  // Tasks: check in (+10), then the first paid order the server has seen (+200); each only once.
  await page.goto('/en/pointsMall/pointsTasks');
  const checkIn = page.getByRole('listitem').filter({ hasText: 'Daily check-in' });
  await checkIn.getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByRole('status').filter({ hasText: `You earned 10 pts; you now have ${start + 10}.` })).toBeVisible();
  await expect(checkIn.getByText('Done')).toBeVisible();
  await expect(checkIn.getByRole('button')).toHaveCount(0);
  await page.getByRole('listitem').filter({ hasText: 'Your first paid order' }).getByRole('button', { name: 'Claim points' }).click();
  await expect(page.getByRole('status').filter({ hasText: `You now have ${start + 210}.` }).or(page.getByText(`you now have ${start + 210}.`))).toBeVisible();
  // Reading an article is the study zone's to report: shown, never claimable here.
  await expect(page.getByRole('listitem').filter({ hasText: 'Read a study-zone article' }).getByText('Credited automatically once done')).toBeVisible();

  // Exchange the cheapest coupon from its page.
  const coupon = (await goodsOf(request, 'coupon'))[0]!;
  await page.goto(`/en/pointsMall/pointsProduct/${coupon.id}`);
  await expect(page.getByRole('heading', { level: 1, name: coupon.name })).toBeVisible();
  await page.getByRole('button', { name: 'Exchange now' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/pointsMall/order\\?productId=${coupon.id}&quantity=1`));
  await expect(page.getByTestId('exchange-total')).toHaveText(`${coupon.points} pts`);
  await page.getByRole('button', { name: 'Confirm exchange' }).click();
  await expect(page).toHaveURL(/\/en\/pointsMall\/exchangeSuccess\?orderNo=PM\d+/);
  const orderNo = await page.getByTestId('points-order-no').textContent();
  expect((await api.get<{ balance: number }>('/api/points/balance')).balance).toBe(start + 210 - coupon.points);

  // The points order is in the account, completed; the coupon is among the shopper's coupons at checkout.
  await page.getByRole('link', { name: 'View the points order' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/user/pointsOrderDetail\\?orderNo=${orderNo}`));
  await expect(page.getByText('Completed').first()).toBeVisible();

  await page.goto(`/en/product/${LIPF6_PRODUCT_ID}`);
  await page.getByRole('button', { name: 'Increase quantity' }).click(); // two units: past the coupon's ¥200 threshold
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page).toHaveURL(/\/en\/order\?lineIds=/);
  const couponRadio = page.getByRole('radio', { name: /Points coupon: ¥20 off ¥200/ });
  await couponRadio.check();
  await expect(couponRadio).toBeChecked();
  await page.getByRole('button', { name: 'Submit order' }).click();
  await expect(page).toHaveURL(/\/en\/payType\?orderNo=LM\d+/);
  const used = await api.get<{ items: { name: string }[] }>('/api/coupon/mine?status=used');
  expect(used.items.map((c) => c.name)).toContain('积分兑换券：满 ¥200 减 ¥20'); // the set-up API speaks the default, zh
});

test('a physical good: exchanged to an address, listed in the account; a guest is asked to sign in', async ({ page, request }) => {
  test.setTimeout(180_000);
  const credentials = await newAccount(request);
  await earnByPaidOrder(request, credentials, 6); // about 1,000 points
  const notebook = (await goodsOf(request, 'physical')).find((g) => g.name.startsWith('A4 waterproof lab notebook'))!;

  // A guest browses the good; exchanging opens the login dialog and they stay on the page.
  await page.goto(`/en/pointsMall/pointsProduct/${notebook.id}`);
  await page.getByRole('button', { name: 'Sign in to exchange' }).click();
  const dialog = page.getByRole('dialog');
  await signIn(dialog, credentials);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/en/pointsMall/pointsProduct/${notebook.id}`));

  await page.getByLabel('Quantity').fill('2');
  await page.getByRole('button', { name: 'Exchange now' }).click();
  await expect(page).toHaveURL(/quantity=2/);
  // The saved address from the address book is preselected by the account's picker.
  await expect(page.getByRole('radio', { name: /Dr\. Lin Mei/ })).toBeChecked();
  await expect(page.getByTestId('exchange-total')).toHaveText(`${notebook.points * 2} pts`);
  await page.getByLabel('Note (optional)').fill('Deliver to the glovebox room');
  await page.getByRole('button', { name: 'Confirm exchange' }).click();
  await expect(page).toHaveURL(/\/en\/pointsMall\/exchangeSuccess\?orderNo=PM\d+/);
  const orderNo = (await page.getByTestId('points-order-no').textContent())!;

  await page.goto('/en/user/pointsOrder');
  const card = page.locator('article, li').filter({ hasText: orderNo }).first();
  await expect(card).toContainText('Processing');
  await card.getByRole('link', { name: orderNo }).click();
  await expect(page.getByText('Dr. Lin Mei').first()).toBeVisible();
  await expect(page.getByText('Deliver to the glovebox room')).toBeVisible();
});

test('the public mall pages arrive rendered by the server and hydrate without a mismatch; an unknown good is a 404', async ({ page, request }) => {
  const html = await (await request.get('/en/pointsMall')).text();
  expect(html).toContain('Lab restock week');
  expect(html).toContain('A4 waterproof lab notebook (120 pages)');
  expect(html).toContain('The points mall is open');
  const jp = await (await request.get('/jp/pointsMall/pointsCategory?title=' + encodeURIComponent('実験消耗品') + '&sort=pointsDesc')).text();
  expect(jp).toContain('<title>実験消耗品');
  expect(jp).toContain('ニトリル手袋 Mサイズ（100枚入）');
  expect((await request.get('/en/pointsMall/pointsProduct/987654')).status()).toBe(404);

  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|Minified React error #4(18|19|23)/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  for (const path of ['/en/pointsMall', '/en/pointsMall/pointsCategory?sort=pointsAsc', '/kr/pointsMall/pointsCampaign', '/zh/pointsMall/announcementCenter']) {
    await page.goto(path);
    await expect(page.locator('#root[data-ssr]')).toBeAttached();
  }
  // Sorting on the hydrated page rewrites the URL; the cheapest good comes first.
  await page.goto('/en/pointsMall/pointsCategory');
  await page.getByRole('combobox', { name: 'Sort', exact: true }).selectOption('pointsAsc');
  await expect(page).toHaveURL(/sort=pointsAsc/);
  await expect(page.locator('.mall-card strong').first()).toHaveText('300 pts');
  expect(problems).toEqual([]);
});
