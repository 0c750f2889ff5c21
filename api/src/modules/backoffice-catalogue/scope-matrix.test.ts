import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Reply } from '../../test/auth-requests';
import { shopperSession, staffSession } from '../../test/staff-session';
import { routeScopes } from '../../test/route-scopes';
import { drivers } from '../../test/test-app';
import { backofficeCatalogueRoutes } from './routes';
import { catalogueClient, productBody, skuBody, useCatalogueApp, type CatalogueClient } from './test-client';

const tag = () => Math.random().toString(36).slice(2, 8).toUpperCase();
const png = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6' } }).png().toBuffer();

const firstSku = async (staff: CatalogueClient) => (await staff.data<{ skus: Array<{ id: number }> }>('GET', 'product?id=90301')).skus[0]!.id;

type Call = { method: 'GET' | 'POST'; path: string; run: (client: CatalogueClient) => Promise<Reply> };
const get = (path: string): Call => ({ method: 'GET', path: path.split('?')[0]!, run: (c) => c.get(path) });
const post = (path: string, body: () => unknown | Promise<unknown>): Call => ({ method: 'POST', path, run: async (c) => c.post(path, await body()) });

/** Every catalogue call with a request a catalogue staff member gets 200 for (seed: product 90301, its SKUs). */
const calls = (staff: () => CatalogueClient): Call[] => [
  get('categories'),
  post('categories/save', () => ({ parentId: 9, icon: '', name: { zh: '新', en: 'New', ja: '新', ko: '새' } })),
  post('categories/reorder', async () => {
    const tree = await staff().data<Array<{ id: number; children: Array<{ id: number }> }>>('GET', 'categories');
    return { parentId: 9, ids: tree.find((top) => top.id === 9)!.children.map((child) => child.id) };
  }),
  post('categories/delete', async () => staff().data('POST', 'categories/save', { parentId: 9, icon: '', name: { zh: '删', en: 'Del', ja: '削', ko: '삭' } })),
  get('products?page=1&pageSize=5'),
  get('product?id=90301'),
  post('product/save', () => productBody(`Matrix ${tag()}`)),
  post('products/status', () => ({ ids: [90301], status: 'on_sale' })),
  { method: 'POST', path: 'product/image', run: async (c) => c.upload('a.png', await png()) },
  post('sku/save', () => skuBody(90301, `MX-${tag()}`)),
  post('sku/stock', async () => {
    return { skuId: await firstSku(staff()), delta: 1, reason: 'received', note: '' };
  }),
  { method: 'GET', path: 'sku/stock-ledger', run: async (c) => c.get(`sku/stock-ledger?skuId=${await firstSku(staff())}`) },
  get('hazard-statements'),
  post('hazard/save', () => ({ productId: 90301, pictograms: ['GHS05'], signalWord: 'danger', hazardCodes: ['H314'], unNumber: 'UN3260' })),
  post('hazard/delete', () => ({ productId: 10101 })),
  post('lot/save', async () => {
    return { skuId: await firstSku(staff()), lotNumber: `M${tag()}`, manufacturedOn: '2026-01-01', expiresOn: '2028-01-01', quantity: 5, results: [] };
  }),
];


describe('the catalogue module', () => {
  it('guards every route it registers with the catalogue scope, and the matrix below calls each of them', async () => {
    const routes = await routeScopes([backofficeCatalogueRoutes], { prefix: '/backoffice/catalogue/' });
    expect(routes.every((r) => r.scopes.length === 1 && r.scopes[0] === 'catalogue'), JSON.stringify(routes)).toBe(true);
    const tested = calls(() => undefined as never).map((call) => `${call.method} ${call.path}`);
    expect(routes.map((r) => r.route).sort()).toEqual(tested.sort());
  });
});

describe.each(drivers)('catalogue calls answer by scope (%s)', (driver) => {
  const ctx = useCatalogueApp(driver);
  const list = calls(() => ctx.staff);

  it.each(list.map((call) => [`${call.method} ${call.path}`, call] as const))('%s', async (_name, call) => {
    const anonymous = catalogueClient(ctx.app);
    const shopper = catalogueClient(ctx.app, (await shopperSession(ctx.app)).token);
    const orders = catalogueClient(ctx.app, (await staffSession(ctx.app, 'orders', 'content')).token);
    const admin = catalogueClient(ctx.app, (await staffSession(ctx.app, 'admin')).token);

    const refused = async (client: CatalogueClient, status: number, message: RegExp) => {
      const res = await call.run(client);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(message);
    };
    await refused(anonymous, 401, /sign in|unauthor/i);
    await refused(shopper, 403, /authenticator/i);
    await refused(orders, 403, /not allowed/i);
    for (const allowed of [ctx.staff, admin]) {
      const res = await call.run(allowed);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().code).toBe(200);
    }
  });
});
