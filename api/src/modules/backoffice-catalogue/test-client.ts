import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { authRequests, type Reply } from '../../test/auth-requests';
import { staffSession } from '../../test/staff-session';
import { buildTestApp, type Driver, type TestApp } from '../../test/test-app';
import { multipartBody } from '../forms/multipart-body';

const BASE = '/api/backoffice/catalogue/';

/** Test helper (no test itself): the catalogue calls of the console as a client makes them. */
export function catalogueClient(app: FastifyInstance, token?: string, language = 'en') {
  const send = (method: 'GET' | 'POST', path: string, payload?: unknown) =>
    authRequests(app, { language }).send(method, `${BASE}${path}`, payload, token ? { token } : {});
  /** The `data` of a call that must answer 200. */
  const data = async <T>(method: 'GET' | 'POST', path: string, payload?: unknown): Promise<T> => {
    const res = await send(method, path, payload);
    if (res.statusCode !== 200) throw new Error(`${method} ${path}: ${res.statusCode} ${res.body}`);
    return res.json<{ data: T }>().data;
  };
  return {
    send,
    get: (path: string) => send('GET', path),
    post: (path: string, body: unknown) => send('POST', path, body),
    data,
    upload: (fileName: string, content: Buffer, field = 'file'): Promise<Reply> => {
      const { payload, headers } = multipartBody([{ name: field, fileName, content, type: 'image/png' }]);
      return app.inject({
        method: 'POST',
        url: `${BASE}product/image`,
        payload,
        headers: { ...headers, 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      }) as Promise<Reply>;
    },
  };
}
export type CatalogueClient = ReturnType<typeof catalogueClient>;

/** One app per test file and driver, with a catalogue staff member's client. Read `ctx.*` inside tests. */
export function useCatalogueApp(driver: Driver) {
  const ctx = {} as { t: TestApp; app: FastifyInstance; staff: CatalogueClient; staffAccount: string };
  beforeAll(async () => {
    ctx.t = await buildTestApp(driver);
    ctx.app = ctx.t.app;
    const staff = await staffSession(ctx.app, 'catalogue');
    ctx.staff = catalogueClient(ctx.app, staff.token);
    ctx.staffAccount = staff.account;
  });
  afterAll(() => ctx.t?.close());
  return ctx;
}

/** A text in every language, marked with the language. */
export const texts = (label: string) => ({ zh: `${label} 中`, en: `${label} en`, ja: `${label} ja`, ko: `${label} ko` });

/** A valid product/save body (a new product in sub-category 901, LiPF6's); `overrides` replace fields. */
export const productBody = (label: string, overrides: Record<string, unknown> = {}) => ({
  categoryId: 901,
  brand: 'Test Brand',
  name: texts(label),
  summary: texts('summary'),
  description: texts('description'),
  casNumber: '21324-40-3',
  formula: 'LiPF6',
  specs: [{ label: texts('Purity'), value: '99.9%' }],
  images: [],
  status: 'on_sale',
  ...overrides,
});

/** A valid sku/save body for `productId`. */
export const skuBody = (productId: number, code: string, overrides: Record<string, unknown> = {}) => ({
  productId,
  code,
  spec: texts('25 g'),
  packageSize: '25 g',
  purity: '99.9%',
  price: 128.5,
  marketPrice: 150,
  maxPerOrder: 20,
  onSale: true,
  sort: 1,
  ...overrides,
});
