import { expect, test } from '../shop-test';
import type { Page } from '@playwright/test';
import { newAccount, signIn } from '../accounts';
import { BASE_URL } from '../e2e-env';
import { paidOrder } from '../paid-order';

/** Issue 13: the help centre, after-sales, activity forms, the mobile redirect and the company pages. */

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');

/** Console errors and uncaught exceptions of a page, collected from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a shopper searches help, sees the match marked, opens the answer and votes', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/en/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Popular questions' }).getByRole('link', { name: 'How do I get an invoice?' })).toBeVisible();

  const main = page.locator('main');
  await main.getByRole('searchbox', { name: 'Search the help centre' }).fill('invoice');
  await main.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/help\/helpSearch\?keyword=invoice/);
  await expect(page.getByRole('heading', { name: /answers for “invoice”/ })).toBeVisible();
  await expect(page.locator('mark').filter({ hasText: /^invoice$/i }).first()).toBeVisible();

  await page.getByRole('link', { name: 'How do I get an invoice?' }).click();
  await expect(page).toHaveURL(/\/en\/help\/questionDetail\?id=\d+&name=/);
  await expect(page.getByRole('heading', { level: 1, name: 'How do I get an invoice?' })).toBeVisible();
  await expect(page.getByText(/electronic invoice is issued within 3 working days/)).toBeVisible();
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your feedback.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Yes', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/en/help/helpSearch?keyword=zzqxv');
  await expect(page.getByRole('heading', { name: 'No answers for “zzqxv”.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'After-sales service' }).last()).toBeVisible();
  expect(errors).toEqual([]);
});

test('a shopper requests after-sales from a paid order with a photo and sees its status on the order', async ({ page, request }) => {
  test.setTimeout(90_000);
  const credentials = await newAccount(request);
  const orderNo = await paidOrder(request, credentials);
  await page.goto('/en/login');
  await signIn(page.locator('main'), credentials);
  await expect(page).toHaveURL(/\/en\/$/);

  await page.goto(`/en/user/orderDetail?orderNo=${orderNo}`);
  await page.getByRole('link', { name: 'Request after-sales' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/service/afterSales\\?orderNo=${orderNo}`));
  await expect(page.getByLabel('Order')).toHaveValue(orderNo);

  // Nothing chosen: the server names the fields, and the page keeps what was typed.
  await page.getByLabel('Description').fill('Two ampoules arrived cracked.');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Missing required field "Items"')).toBeVisible();
  await expect(page.getByLabel('Description')).toHaveValue('Two ampoules arrived cracked.');

  await page.getByRole('group', { name: 'Items' }).getByRole('checkbox').first().check();
  await page.getByLabel('Request type').selectOption({ label: 'Return and refund' });
  await page.getByLabel('Reason').selectOption({ label: 'Damaged in transit' });
  await page.getByLabel('Photos').setInputFiles({ name: 'cracked.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Send request' }).click();
  const requestNo = `AS${orderNo}-1`;
  await expect(page.getByRole('status').filter({ hasText: `Request ${requestNo} sent.` })).toBeVisible();
  await expect(page.locator(`[data-request-no="${requestNo}"]`)).toContainText('Submitted');
  await expect(page.locator(`[data-request-no="${requestNo}"]`)).toContainText('1 photo(s) attached');

  await page.goto(`/en/user/orderDetail?orderNo=${orderNo}`);
  await expect(page.locator(`[data-request-no="${requestNo}"]`)).toContainText('Submitted');
  await expect(page.getByRole('link', { name: 'Request after-sales' })).toHaveCount(0);

  // Someone else's order is not found.
  const stranger = await newAccount(request);
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await page.goto('/en/login');
  await signIn(page.locator('main'), stranger);
  await expect(page).toHaveURL(/\/en\/$/);
  await page.goto(`/en/service/afterSales?orderNo=${orderNo}`);
  await expect(page.getByText('This order was not found among yours.')).toBeVisible();
});

test('a visitor fills the activity form, is told what is wrong, and sends it with a file', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/en/activity/customForm?type=common&formId=battery-workshop-2026');
  await expect(page).toHaveURL(/\/en\/activity\/commonForm\?type=common&formId=battery-workshop-2026/);
  await expect(page.getByRole('heading', { level: 1, name: '2026 Battery Testing Workshop registration' })).toBeVisible();

  await page.getByLabel('Name').fill('Dr. Lin');
  await page.getByLabel('Email').fill('lin@');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Please correct the marked fields.')).toBeVisible();
  await expect(page.getByText('Field "Email" has an invalid format')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Name')).toHaveValue('Dr. Lin');

  await page.getByLabel('Email').fill('lin@lab.example');
  await page.getByLabel('Phone').fill('13800138000');
  await page.getByLabel('Institution').fill('Shanghai Battery Lab');
  await page.getByLabel('Attendees').fill('2');
  await page.getByLabel('Session').selectOption({ label: 'Shanghai' });
  await page.getByRole('group', { name: /Topics of interest/ }).getByRole('checkbox', { name: 'Impedance spectroscopy' }).check();
  await page.getByLabel('Arrival date').fill('2026-05-20');
  await page.getByLabel(/Poster or abstract/).setInputFiles({ name: 'abstract.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByLabel('I have read and accept the privacy policy').check();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you! We have received your submission.' })).toBeVisible();
  // The browser logs the refused first attempt (HTTP 400) itself; nothing else may be logged.
  expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
});

test('phones opening an activity form go to the configured mobile form page with type and formId', async ({ browser }) => {
  const phone = await browser.newContext({
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  });
  const page = await phone.newPage();
  for (const path of ['/en/activity/commonForm?type=common&formId=battery-workshop-2026', '/en/activity/submitForm?type=paper&formId=paper-incentive']) {
    await page.goto(path);
    await page.waitForURL(/\/m\/form\?/);
    const url = new URL(page.url());
    expect(url.pathname).toMatch(/\/m\/form$/);
    expect(url.searchParams.get('type')).toBe(new URL(path, BASE_URL).searchParams.get('type'));
    expect(url.searchParams.get('formId')).toBe(new URL(path, BASE_URL).searchParams.get('formId'));
  }
  await phone.close();
});

test('the server renders an activity form for a computer and redirects a phone before any script runs', async ({ request }) => {
  const path = '/en/activity/commonForm?type=common&formId=battery-workshop-2026';
  const desktop = await request.get(path, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36' } });
  expect(desktop.status()).toBe(200);
  expect(desktop.headers()['x-render']).toMatch(/render|hit/);
  expect(await desktop.text()).toContain('Workshop registration');
  const phone = await request.get(path, { maxRedirects: 0, headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' } });
  expect(phone.status()).toBe(302);
  const target = new URL(phone.headers().location!, BASE_URL);
  expect([target.pathname, target.searchParams.get('type'), target.searchParams.get('formId')]).toEqual(['/en/m/form', 'common', 'battery-workshop-2026']);
});

const contentPages: Array<{ path: string; en: RegExp; zh: RegExp }> = [
  { path: '/help', en: /Help centre/, zh: /帮助中心/ },
  { path: '/help/helpSearch?keyword=return', en: /Search help/, zh: /搜索帮助|帮助/ },
  { path: '/service', en: /Customer service/, zh: /客户服务|服务/ },
  { path: '/service/cooperation', en: /Business cooperation/, zh: /商务合作/ },
  { path: '/service/feedback', en: /Feedback/, zh: /意见反馈/ },
  { path: '/service/afterSales', en: /After-sales/, zh: /售后/ },
  { path: '/activity', en: /Special offers/, zh: /特|活动|优惠/ },
  { path: '/activity/submitForm', en: /Paper incentive application/, zh: /论文激励申请/ },
  { path: '/activity/commonForm?type=common&formId=battery-workshop-2026', en: /Workshop registration/, zh: /研讨会报名/ },
  { path: '/about', en: /LabMall on your phone/, zh: /LabMall 移动端/ },
  { path: '/about/aboutUs', en: /About us/, zh: /关于我们/ },
  { path: '/salesTeam?region=guangdong', en: /Sales team/, zh: /销售|团队/ },
  { path: '/academicNavigation', en: /Academic navigation/, zh: /学术/ },
  { path: '/privacy', en: /Privacy policy/, zh: /隐私政策/ },
  { path: '/registrationAgreement', en: /Registration agreement/, zh: /用户注册协议/ },
  { path: '/mobilePrompt', en: /Mobile/, zh: /移动|手机/ },
  { path: '/developing', en: /development/, zh: /开发|建设/ },
  { path: '/permission', en: /permission/i, zh: /权限/ },
];

test('every help, service, activity and company page renders in English and Chinese with no console error', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  for (const language of ['en', 'zh'] as const) {
    for (const entry of contentPages) {
      const response = await page.goto(`/${language}${entry.path}`);
      expect(response?.status(), entry.path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), `${language}${entry.path}`).toHaveText(entry[language]);
      await expect(page.getByRole('alert').filter({ hasText: /could not|失败/ })).toHaveCount(0);
    }
  }
  await page.goto('/en/salesTeam?region=guangdong');
  await expect(page.getByRole('heading', { name: 'South China' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'East China' })).toHaveCount(0);
  expect(errors).toEqual([]);
});
