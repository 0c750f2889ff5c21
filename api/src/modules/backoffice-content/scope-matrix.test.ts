import { describeScopeMatrix, type ScopedCall } from '../../test/route-scopes';
import { backofficeContentRoutes } from './routes';
import { articleBody, contentClient, draft, useContentApp, type ContentClient } from './test-client';

type Call = ScopedCall<ContentClient>;
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
let groups = 0;
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
    post('help/category/save', async () => ({ slug: `matrix-${process.pid}-${++groups}`, name: texts('Group'), sort: 99 })),
    post('help/category/delete', async () => ctx.staff.data('POST', 'help/category/save', { slug: `matrix-${process.pid}-${++groups}`, name: texts('Group'), sort: 99 })),
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

describeScopeMatrix({
  scope: 'content',
  subject: 'content',
  plugins: [backofficeContentRoutes],
  decorations: { contentClock: () => new Date() },
  useApp: useContentApp,
  client: contentClient,
  calls,
  otherScopes: ['orders', 'catalogue', 'support'],
});
