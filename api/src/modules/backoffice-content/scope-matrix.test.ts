import { describe, expect, it } from 'vitest';
import type { Reply } from '../../test/auth-requests';
import { shopperSession, staffSession } from '../../test/staff-session';
import { routeScopes } from '../../test/route-scopes';
import { drivers } from '../../test/test-app';
import { backofficeContentRoutes } from './routes';
import { articleBody, contentClient, draft, useContentApp, type ContentClient } from './test-client';

type Call = { method: 'GET' | 'POST'; path: string; run: (client: ContentClient) => Promise<Reply> };
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const texts = (word: string) => ({ zh: `${word}中`, en: word, ja: `${word}ja`, ko: `${word}ko` });

/** Every content call with a request a content staff member gets 200 for; each run makes what it needs. */
const calls = (ctx: { staff: ContentClient }): Call[] => {
  const get = (path: string): Call => ({ method: 'GET', path: path.split('?')[0]!, run: (c) => c.get(path) });
  const post = (path: string, body: () => Promise<unknown>): Call => ({ method: 'POST', path, run: async (c) => c.post(path, await body()) });
  const banner = () => ({ kind: 'carousel', title: texts('Slide'), subtitle: texts('Sub'), image: '/media/banners/t.svg', link: '/help', sort: 5, active: true, startsAt: null, endsAt: null });
  return [
    get('articles?state=draft'),
    { method: 'GET', path: 'article', run: async (c) => c.get(`article?id=${(await draft(ctx.staff)).id}`) },
    post('article/save', async () => articleBody()),
    post('article/status', async () => ({ ...(await draft(ctx.staff)), status: 'published' })),
    post('article/delete', async () => draft(ctx.staff)),
    { method: 'POST', path: 'file', run: async (c) => c.upload(`kind=attachment&articleId=${(await draft(ctx.staff)).id}`, 'dot.png', PNG) },
    post('file/detach', async () => {
      const { id } = await draft(ctx.staff);
      const res = await ctx.staff.upload(`kind=attachment&articleId=${id}`, 'dot.png', PNG);
      return { id: res.json<{ data: { id: number } }>().data.id };
    }),
    get('help/categories'),
    get('help/questions?published=true'),
    get('help/question?id=1'),
    post('help/question/save', async () => ({ categoryId: 1, title: texts('Q'), answer: texts('A'), popular: false, published: true, sort: 99 })),
    post('help/question/delete', async () => ctx.staff.data('POST', 'help/question/save', { categoryId: 1, title: texts('Q'), answer: texts('A'), popular: false, published: false, sort: 99 })),
    get('pages'),
    get('page?slug=privacy'),
    post('page/save', async () => {
      const page = await ctx.staff.data<Record<string, unknown>>('GET', 'page?slug=about-app');
      return page;
    }),
    get('banners'),
    post('banner/save', async () => banner()),
    post('banner/delete', async () => ctx.staff.data('POST', 'banner/save', banner())),
    get('hotwords'),
    post('hotword/save', async () => ({ word: { zh: '热词' }, sort: 50 })),
    post('hotword/delete', async () => ctx.staff.data('POST', 'hotword/save', { word: { zh: '删' }, sort: 51 })),
  ];
};


describe('the content module', () => {
  it('guards every route it registers with the content scope, and the matrix below calls each of them', async () => {
    const routes = await routeScopes([backofficeContentRoutes], { prefix: '/backoffice/content/', decorations: { contentClock: () => new Date() } });
    expect(routes.every((r) => r.scopes.length === 1 && r.scopes[0] === 'content'), JSON.stringify(routes)).toBe(true);
    const tested = calls({ staff: undefined as never }).map((call) => `${call.method} ${call.path}`);
    expect(routes.map((r) => r.route).sort()).toEqual(tested.sort());
  });
});

describe.each(drivers)('content calls answer by scope (%s)', (driver) => {
  const ctx = useContentApp(driver);
  const list = calls({ get staff() { return ctx.staff; } });

  it.each(list.map((call) => [`${call.method} ${call.path}`, call] as const))('%s', async (_name, call) => {
    const refused = async (client: ContentClient, status: number, message: RegExp) => {
      const res = await call.run(client);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(message);
    };
    await refused(contentClient(ctx.app), 401, /sign in|unauthor/i);
    await refused(contentClient(ctx.app, (await shopperSession(ctx.app)).token), 403, /authenticator/i);
    await refused(contentClient(ctx.app, (await staffSession(ctx.app, 'orders', 'catalogue', 'support')).token), 403, /not allowed/i);
    for (const allowed of [ctx.staff, contentClient(ctx.app, (await staffSession(ctx.app, 'admin')).token)]) {
      const res = await call.run(allowed);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().code).toBe(200);
    }
  });
});
