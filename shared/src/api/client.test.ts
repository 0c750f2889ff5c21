import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AxiosError } from 'axios';
import { apiClient, apiGet, apiPost } from './client';
import type { ApiEnvelope, CartEnvelope } from './envelope';
import { createFakeAdapter, sentBody, type FakeReply } from './test-adapter';
import { clearTokens, setTokens } from '@labmall/shared/auth/tokens';
import { setRuntimeConfig } from '@labmall/shared/config/runtime-config';
import { appStore } from '@labmall/shared/store/app-store';

function answer(reply: FakeReply) {
  const fake = createFakeAdapter(() => reply);
  apiClient.defaults.adapter = fake.adapter;
  return fake;
}

beforeEach(() => {
  setRuntimeConfig({ shopHost: 'https://shop.example' });
  appStore.getState().setLanguage('1');
});
afterEach(() => {
  clearTokens();
  setRuntimeConfig({});
  apiClient.defaults.adapter = undefined;
});

describe('request settings (spec §7, DESIGN §4)', () => {
  it('uses the shop host read at request time, JSON, a 10 s timeout and the bearer token', async () => {
    const fake = answer({ body: { code: 200, message: 'ok', data: null } });
    setTokens('tok-1');
    await apiPost('/api/product/page-get-products', { page: 1 });
    const [config] = fake.requests;
    expect(config?.baseURL).toBe('https://shop.example');
    expect(config?.timeout).toBe(10_000);
    expect(config?.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(config?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(sentBody(config!)).toEqual({ page: 1 });
  });

  it('sends a FormData body as multipart with its file, not as JSON (file uploads need no header of their own)', async () => {
    const fake = answer({ body: { code: 200, message: 'ok', data: null } });
    const form = new FormData();
    form.append('file', new Blob(['a,b\n'], { type: 'text/csv' }), 'list.csv');
    await apiPost('/api/lablists/import', form);
    const sent = fake.requests[0]!;
    expect(String(sent.headers['Content-Type'])).toMatch(/^multipart\/form-data/);
    expect(sent.data).toBe(form);
  });

  it('sends no Authorization header without a token', async () => {
    const fake = answer({ body: { code: 200, message: 'ok', data: null } });
    await apiGet('/api/home/hotwords');
    expect(fake.requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it.each([['1', 'zh-CN'], ['2', 'en'], ['3', 'ja'], ['4', 'ko']] as const)('language %s sends Accept-Language %s', async (code, header) => {
    const fake = answer({ body: { code: 200, message: 'ok', data: null } });
    appStore.getState().setLanguage(code);
    await apiGet('/api/productcategory/category', { a: 1 });
    expect(fake.requests[0]?.headers.get('Accept-Language')).toBe(header);
    expect(fake.requests[0]?.params).toEqual({ a: 1 });
  });
});

describe('response rules (spec §8)', () => {
  it('code 200 resolves with the body', async () => {
    answer({ body: { code: 200, message: 'ok', data: [1, 2], success: true } });
    // The annotations are checked by tsc: `T` types `data`, a second parameter the whole envelope.
    const body: ApiEnvelope<number[]> = await apiGet<number[]>('/api/productcategory/category');
    const cart: CartEnvelope<number[]> = await apiGet<number[], CartEnvelope<number[]>>('/api/shoppingcart/get');
    expect(body).toEqual({ code: 200, message: 'ok', data: [1, 2], success: true });
    expect(cart.success).toBe(true);
  });

  it('code -1007 resolves with the body', async () => {
    answer({ body: { code: -1007, message: 'partly', data: ['sku-9'] } });
    await expect(apiPost('/api/shoppingcart/batchaddshoppingcart', [])).resolves.toMatchObject({ code: -1007, data: ['sku-9'] });
  });

  it('code 500 with "Business Failed" resolves with the body', async () => {
    answer({ body: { code: 500, message: 'Business Failed', data: null } });
    await expect(apiGet('/x')).resolves.toMatchObject({ code: 500, message: 'Business Failed' });
  });

  it('code 500 with another message rejects with the body', async () => {
    answer({ body: { code: 500, message: 'boom', data: null } });
    await expect(apiGet('/x')).rejects.toEqual({ code: 500, message: 'boom', data: null });
  });

  it('any other body code rejects with the body', async () => {
    answer({ body: { code: 409, message: 'conflict', data: null } });
    await expect(apiGet('/x')).rejects.toEqual({ code: 409, message: 'conflict', data: null });
  });

  it('an HTTP error whose body has code 401 resolves with the body', async () => {
    answer({ status: 401, body: { code: 401, message: 'unauthorized', data: null } });
    await expect(apiGet('/api/auth/user')).resolves.toEqual({ code: 401, message: 'unauthorized', data: null });
  });

  it('any other HTTP error rejects', async () => {
    answer({ status: 400, body: { code: 400, message: 'bad page', data: null } });
    const error = await apiGet('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AxiosError);
    expect((error as AxiosError).response?.status).toBe(400);
  });

  it('a network error rejects', async () => {
    answer('network');
    await expect(apiGet('/x')).rejects.toBeInstanceOf(AxiosError);
  });
});
