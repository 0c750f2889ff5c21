import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRequests } from '../../test/auth-requests';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import { VOTES_PER_WINDOW } from './service';

type Brief = { id: number; title: string };
type Part = { text: string; match: boolean };
type Hit = { id: number; title: string; titleParts: Part[]; excerptParts: Part[] };

describe.each(drivers)('help centre on %s', (driver) => {
  let t: TestApp;
  let api: ReturnType<typeof authRequests>;
  beforeAll(async () => {
    t = await buildTestApp(driver);
    api = authRequests(t.app);
  });
  afterAll(() => t?.close());

  const get = (url: string, language = 'en') => api.send('GET', url, undefined, { language });

  it('lists categories with their questions and the popular ones, in the asked language', async () => {
    const en = (await get('/api/help/home')).json<{ data: { categories: Array<{ name: string; questionCount: number; questions: Brief[] }>; popular: Brief[] } }>().data;
    expect(en.categories.map((c) => c.name)).toContain('After-sales service');
    expect(en.categories.every((c) => c.questionCount === c.questions.length || c.questions.length === 5)).toBe(true);
    expect(en.popular.length).toBeGreaterThan(2);
    expect(en.popular.map((q) => q.title)).toContain('How do I get an invoice?');
    const ko = (await get('/api/help/home', 'ko')).json<{ data: { popular: Brief[] } }>().data;
    expect(ko.popular.map((q) => q.title)).toContain('세금계산서는 어떻게 발급받나요?');
  });

  it('answers a question with paragraphs and related questions; an unknown id is 404', async () => {
    const popular = (await get('/api/help/home')).json<{ data: { popular: Brief[] } }>().data.popular;
    const invoice = popular.find((q) => q.title === 'How do I get an invoice?')!;
    const res = await get(`/api/help/questions/${invoice.id}`);
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: { title: string; paragraphs: string[]; category: { name: string }; related: Brief[]; helpful: { yes: number; no: number } } }>().data;
    expect(data.title).toBe('How do I get an invoice?');
    expect(data.paragraphs).toHaveLength(2);
    expect(data.category.name).toBe('Payment and invoices');
    expect(data.related.map((r) => r.id)).not.toContain(invoice.id);
    expect((await get('/api/help/questions/999999')).statusCode).toBe(404);
    expect((await get('/api/help/questions/abc')).json().message).toBe('Field "id" must be a number');
  });

  it('searches every language and marks the matches as text parts', async () => {
    const zh = (await get(`/api/help/search?keyword=${encodeURIComponent('发票')}`, 'zh')).json<{ data: { items: Hit[]; total: number } }>().data;
    expect(zh.total).toBeGreaterThan(0);
    expect(zh.items[0]!.title).toBe('如何申请发票？');
    expect(zh.items[0]!.titleParts).toContainEqual({ text: '发票', match: true });
    // An English word finds the question for a Chinese reader too (the text shown is Chinese).
    const cross = (await get('/api/help/search?keyword=invoice', 'zh')).json<{ data: { items: Hit[] } }>().data;
    expect(cross.items.map((i) => i.title)).toContain('如何申请发票？');
    const ja = (await get(`/api/help/search?keyword=${encodeURIComponent('返品')}`, 'ja')).json<{ data: { items: Hit[] } }>().data;
    expect(ja.items[0]!.titleParts.some((p) => p.match && p.text === '返品')).toBe(true);
    const typo = (await get('/api/help/search?keyword=invocie%20title')).json<{ data: { items: Hit[] } }>().data;
    expect(typo.items.map((i) => i.title)).toContain('How do I get an invoice?');
    const several = (await get('/api/help/search?keyword=return%20exchange')).json<{ data: { items: Hit[] } }>().data;
    expect(several.items[0]!.title).toBe('How do I request a return or exchange?');
  });

  it('finds nothing for an unknown word, treats % and markup literally and refuses an empty keyword', async () => {
    for (const keyword of ['zzqxv', '%', '<script>']) {
      const res = (await get(`/api/help/search?keyword=${encodeURIComponent(keyword)}`)).json<{ data: { items: Hit[]; total: number } }>();
      expect(res.data).toMatchObject({ items: [], total: 0 });
    }
    expect((await get('/api/help/search?keyword=%20')).statusCode).toBe(400);
  });

  it('stores one vote per voter and question, changes it on a second vote, and counts signed-in users by account', async () => {
    const question = (await get('/api/help/home')).json<{ data: { popular: Brief[] } }>().data.popular[0]!;
    const url = `/api/help/questions/${question.id}/vote`;
    const guest = randomUUID();
    const first = await api.send('POST', url, { helpful: true, voterId: guest }, { ip: '198.51.100.10' });
    expect(first.json()).toMatchObject({ code: 200, data: { yes: 1, no: 0, mine: true } });
    expect((await api.send('POST', url, { helpful: true, voterId: guest }, { ip: '198.51.100.10' })).json()).toMatchObject({ data: { yes: 1, no: 0 } });
    expect((await api.send('POST', url, { helpful: false, voterId: guest }, { ip: '198.51.100.10' })).json()).toMatchObject({ data: { yes: 0, no: 1 } });
    const me = await api.signUp();
    // The voterId a signed-in user sends does not matter: their vote is their account's.
    await api.send('POST', url, { helpful: true, voterId: randomUUID() }, { ip: '198.51.100.10', token: me.token });
    const again = await api.send('POST', url, { helpful: true, voterId: randomUUID() }, { ip: '198.51.100.10', token: me.token });
    expect(again.json()).toMatchObject({ data: { yes: 1, no: 1 } });
    expect((await get(`/api/help/questions/${question.id}`)).json()).toMatchObject({ data: { helpful: { yes: 1, no: 1 } } });
    expect((await api.send('POST', url, { helpful: true }, { ip: '198.51.100.10' })).statusCode).toBe(400);
    expect((await api.send('POST', '/api/help/questions/999999/vote', { helpful: true, voterId: guest }, { ip: '198.51.100.10' })).statusCode).toBe(404);
  });

  it(`limits votes to ${VOTES_PER_WINDOW} per address in ten minutes`, async () => {
    const question = (await get('/api/help/home')).json<{ data: { popular: Brief[] } }>().data.popular[1]!;
    const url = `/api/help/questions/${question.id}/vote`;
    for (let i = 0; i < VOTES_PER_WINDOW; i++) {
      expect((await api.send('POST', url, { helpful: true, voterId: randomUUID() }, { ip: '198.51.100.77' })).statusCode).toBe(200);
    }
    const refused = await api.send('POST', url, { helpful: true, voterId: randomUUID() }, { ip: '198.51.100.77' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect((await api.send('POST', url, { helpful: true, voterId: randomUUID() }, { ip: '198.51.100.78' })).statusCode).toBe(200);
  });
});
