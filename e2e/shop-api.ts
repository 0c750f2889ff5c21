import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type { Credentials } from './accounts';

type Envelope<T> = { code: number; message: string; data: T };

/** LiPF6 (seeded, on sale, priced in CNY): the product the purchase journeys buy. */
export const LIPF6_PRODUCT_ID = 90301;

/**
 * The shop's API as the signed-in researcher, for a journey's set-up and for checking what the server says
 * afterwards (the journey itself goes through the pages). Every call must succeed.
 */
export async function shopApi(request: APIRequestContext, credentials: Credentials) {
  const login = await request.post('/api/auth/login', { data: credentials });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };

  const expectOk = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
    const body = (await response.json()) as Envelope<T>;
    expect(body.code, `${response.url()}: ${body.message}`).toBe(200);
    return body.data;
  };
  const get = async <T>(url: string) => expectOk<T>(await request.get(url, { headers }));
  const post = async <T>(url: string, data: unknown, extra: Record<string, string> = {}) =>
    expectOk<T>(await request.post(url, { headers: { ...headers, ...extra }, data }));

  return {
    token,
    get,
    post,

    /** The first SKU of a product and its stock as the server now counts it. */
    async firstSku(productId: number) {
      const product = await get<{ skus: { id: number; stock: number }[] }>(`/api/product/get?id=${productId}`);
      return product.skus[0]!;
    },

    async addAddress(receiver: string): Promise<number> {
      const address = await post<{ id: number }>('/api/address/add', {
        receiver, mobile: '13800138000', provinceCode: '310000', cityCode: '310100', districtCode: '310104',
        detail: 'Caoxi North Road 88, Lab Building 3', postcode: '',
      });
      return address.id;
    },

    /** An unpaid order of `quantity` units of one SKU, at the total the preview shows (no coupon). */
    async placeOrder(skuId: number, quantity: number, addressId: number): Promise<{ orderNo: string; payAmount: number }> {
      const items = [{ skuId, quantity }];
      const preview = await post<{ payAmount: number }>('/api/order/preview', { items, addressId, userCouponId: null });
      return post('/api/order/create', {
        items, addressId, invoice: { type: 'none' }, note: '', userCouponId: null, expectedPayAmount: preview.payAmount,
      }, { 'idempotency-key': randomUUID() });
    },
  };
}
