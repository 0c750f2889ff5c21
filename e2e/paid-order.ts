import { expect, type APIRequestContext } from '@playwright/test';
import type { Credentials } from './accounts';
import { BASE_URL } from './e2e-env';
import { LIPF6_PRODUCT_ID, shopApi } from './shop-api';

/** A paid order of `credentials`' account: placed through the API and paid in the payment sandbox. */
export async function paidOrder(request: APIRequestContext, credentials: Credentials): Promise<string> {
  const api = await shopApi(request, credentials);
  const sku = await api.firstSku(LIPF6_PRODUCT_ID);
  const { orderNo } = await api.placeOrder(sku.id, 1, await api.addAddress('Dr. Wu Fang'));
  await payInSandbox(request, api.token, orderNo);
  return orderNo;
}

/** Pays `orderNo` in the payment sandbox as its buyer (signed in with `token`) and waits until the server counts it paid. */
export async function payInSandbox(request: APIRequestContext, token: string, orderNo: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/payment/create', { data: { orderNo, method: 'alipay' }, headers });
  const { paymentNo } = ((await created.json()) as { data: { paymentNo: string } }).data;
  await request.post(`/sandbox/pay/${paymentNo}`, { form: { lang: 'en' }, headers: { origin: BASE_URL }, maxRedirects: 0 });
  await expect
    .poll(async () => ((await (await request.get(`/api/payment/status?orderNo=${orderNo}`, { headers })).json()) as { data: { status: string } }).data.status, { timeout: 20_000 })
    .toBe('paid');
}
