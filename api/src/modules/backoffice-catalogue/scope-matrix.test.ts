import sharp from 'sharp';
import { describeScopeMatrix, type ScopedCall } from '../../test/route-scopes';
import { backofficeCatalogueRoutes } from './routes';
import { catalogueClient, productBody, skuBody, useCatalogueApp, type CatalogueClient } from './test-client';

const tag = () => Math.random().toString(36).slice(2, 8).toUpperCase();
const png = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6' } }).png().toBuffer();

const firstSku = async (staff: CatalogueClient) => (await staff.data<{ skus: Array<{ id: number }> }>('GET', 'product?id=90301')).skus[0]!.id;

type Call = ScopedCall<CatalogueClient>;
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
  post('related/save', async () => {
    // Read afresh before each call: the list is saved reversed, so every call changes it at the version it read.
    const { related } = await staff().data<{ related: { version: string; items: Array<{ id: number }> } }>('GET', 'product?id=90301');
    return { productId: 90301, version: related.version, relatedIds: related.items.map((item) => item.id).reverse() };
  }),
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

describeScopeMatrix({
  scope: 'catalogue',
  subject: 'catalogue',
  plugins: [backofficeCatalogueRoutes],
  useApp: useCatalogueApp,
  client: catalogueClient,
  calls: (ctx) => calls(() => ctx.staff),
  otherScopes: ['orders', 'content'],
});
