import sharp from 'sharp';
import { texts } from '../../test/catalogue-rows';
import { describeScopeMatrix, type ScopedCall } from '../../test/route-scopes';
import { backofficePointsRoutes } from './routes';
import { createdGood, goodBody, pointsClient, usePointsApp, type PointsClient } from './test-client';

type Call = ScopedCall<PointsClient>;
type Ctx = ReturnType<typeof usePointsApp>;

const announcement = () => ({ title: texts('Double points week'), body: texts('All November'), pinned: false, publishedAt: '2026-11-01T00:00:00.000Z' });
const campaign = (code: string, productId: number) => ({
  code, name: texts('Winter'), description: texts('Cold-season prices'), banner: '', startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-12-31T00:00:00Z', items: [{ productId, points: 150 }],
});
let n = 0;

/** Every points-mall call with a request a points staff member gets 200 for: each run makes what it needs. */
const calls = (ctx: Ctx): Call[] => {
  const get = (path: string, query: () => Promise<string> = async () => ''): Call => ({ method: 'GET', path, run: async (c) => c.get(`${path}${await query()}`) });
  const post = (path: string, body: () => Promise<unknown>): Call => ({ method: 'POST', path, run: async (c) => c.post(path, await body()) });
  const savedCampaign = async () => ctx.staff.data<{ id: number; version: string }>('POST', 'campaigns/save', campaign(`CP-${process.pid}-${++n}`, (await createdGood(ctx)).id));
  const savedAnnouncement = () => ctx.staff.data<{ id: number; version: string }>('POST', 'announcements/save', announcement());
  const task = async () => (await ctx.staff.data<Array<{ code: string; version: string }>>('GET', 'tasks/list'))[0]!;
  return [
    get('goods/list', async () => '?page=1&pageSize=5&sort=stock&order=desc'),
    get('goods/detail', async () => `?id=${(await createdGood(ctx)).id}`),
    get('goods/options'),
    post('goods/save', async () => goodBody(ctx.categoryId)),
    post('goods/stock', async () => ({ productId: (await createdGood(ctx)).id, delta: 5, reason: 'received' })),
    { method: 'POST', path: 'goods/image', run: async (c) => c.upload('mug.png', await sharp({ create: { width: 64, height: 64, channels: 3, background: '#36c' } }).png().toBuffer()) },
    get('goods/ledger', async () => `?productId=${(await createdGood(ctx)).id}`),
    get('campaigns/list'),
    get('campaigns/detail', async () => `?id=${(await savedCampaign()).id}`),
    post('campaigns/save', async () => campaign(`CP-${process.pid}-${++n}`, (await createdGood(ctx)).id)),
    get('announcements/list'),
    post('announcements/save', async () => announcement()),
    post('announcements/delete', async () => savedAnnouncement()),
    get('tasks/list'),
    post('tasks/save', async () => {
      const { code, version } = await task();
      return { code, version, points: 5 + (++n % 5), enabled: true };
    }),
  ];
};

describeScopeMatrix({
  scope: 'points',
  subject: 'points-mall',
  plugins: [backofficePointsRoutes],
  useApp: usePointsApp,
  client: pointsClient,
  calls,
  otherScopes: ['orders', 'catalogue', 'quotations'],
});
