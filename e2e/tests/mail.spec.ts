import { expect, test } from '../shop-test';
import { newAccount, signIn } from '../accounts';
import { linkIn, waitForMail } from '../mailbox';
import { LIPF6_PRODUCT_ID, shopApi } from '../shop-api';

test.describe('mail the shop sends (local mailbox, docs/mail.md)', () => {
  test('forgot password → the mail → a new password → signed in, and the old password no longer works', async ({ page, request, baseURL }) => {
    const credentials = await newAccount(request);
    await page.goto('/en/login');
    await page.locator('main').getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/en\/forgotPassword$/);
    await page.getByLabel(/Account/).fill(credentials.account);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('status')).toContainText('we have sent it a link');

    const mail = await waitForMail(request, credentials.account, /Reset your password/);
    expect(mail.subject).toBe('[Battery Lab Mall] Reset your password');
    expect(mail.html).toContain('Set a new password');
    const link = linkIn(mail, `http://localhost:${new URL(baseURL!).port}/en/resetPassword?key=`);
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByLabel(/^Password$/).fill('Recovered2025');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await expect(page.getByRole('status')).toContainText('Your new password is set');
    await page.getByRole('link', { name: 'Continue shopping' }).click();
    await expect(page.locator('.user-menu summary')).toBeVisible();

    expect((await request.post('/api/auth/login', { data: credentials })).status()).toBe(400);
    expect((await request.post('/api/auth/login', { data: { ...credentials, password: 'Recovered2025' } })).ok()).toBe(true);
    // The link worked once.
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByLabel(/^Password$/).fill('Another2026x');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await expect(page.getByRole('alert')).toContainText('not valid');
  });

  test('a paid order brings the confirmation mail in the language of the buyer’s last visit', async ({ page, request }) => {
    const credentials = await newAccount(request);
    await page.goto('/en/login');
    await signIn(page.locator('main'), credentials);
    await expect(page.locator('.user-menu summary')).toBeVisible();
    await page.goto('/jp/user/order'); // the last visit is in Japanese
    await expect(page.locator('[data-mf-remote="mf_account"]')).toBeVisible();

    const api = await shopApi(request, credentials);
    const sku = await api.firstSku(LIPF6_PRODUCT_ID);
    const { orderNo } = await api.placeOrder(sku.id, 1, await api.addAddress('Dr. Sato'));
    const payment = await request.post('/api/payment/create', { headers: { authorization: `Bearer ${api.token}` }, data: { orderNo, method: 'alipay' } });
    const { payUrl } = ((await payment.json()) as { data: { payUrl: string } }).data;
    await page.goto(payUrl); // the sandbox page in the API call's language (zh): the mail still follows the last visit
    await page.getByRole('button', { name: /^模拟支付/ }).click();

    const mail = await waitForMail(request, credentials.account, new RegExp(orderNo));
    expect(mail.subject).toBe(`[バッテリーラボモール] ご注文 ${orderNo} のお支払いを確認しました`);
    expect(mail.text).toContain(`/jp/user/orderDetail?orderNo=${orderNo}`);
    expect(mail.html).toContain('注文を見る');
  });
});
