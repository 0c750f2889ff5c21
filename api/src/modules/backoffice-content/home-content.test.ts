import { describe, expect, it } from 'vitest';
import { staffSession } from '../../test/staff-session';
import { drivers } from '../../test/test-app';
import { minimalMp4 } from './mp4-fixture';
import { contentClient, useContentApp } from './test-client';

type Banner = { id: number; title: string; link: string };
const texts = (word: string) => ({ zh: `${word}-zh`, en: `${word}-en`, ja: `${word}-ja`, ko: `${word}-ko` });

describe.each(drivers)('banners, hot words, help and files from the console (%s)', (driver) => {
  const ctx = useContentApp(driver);
  const home = async (lang = 'en') =>
    (await ctx.app.inject({ method: 'GET', url: '/api/newrecommend/multi', headers: { 'accept-language': lang } })).json<{ data: { carousel: Banner[] } }>().data;
  const banner = (changes: Record<string, unknown> = {}) => ({
    kind: 'carousel', title: texts('Spring sale'), subtitle: texts('Sub'), image: '/media/banners/t.svg', link: '/forms/activity?id=1', sort: 0, active: true, startsAt: null, endsAt: null, ...changes,
  });

  it('shows a banner on the home page at once, only inside its window, and never once switched off', async () => {
    await home(); // a cached home answer exists before the write
    const start = new Date(ctx.clock.now() + 60_000).toISOString();
    const end = new Date(ctx.clock.now() + 120_000).toISOString();
    const { id, version } = await ctx.staff.data<{ id: number; version: string }>('POST', 'banner/save', banner({ startsAt: start, endsAt: end }));
    expect((await home()).carousel.map((b) => b.id)).not.toContain(id);
    ctx.clock.advance(60_000);
    expect((await home()).carousel.find((b) => b.id === id)).toMatchObject({ title: 'Spring sale-en', link: '/forms/activity?id=1' });
    ctx.clock.advance(60_000);
    expect((await home()).carousel.map((b) => b.id)).not.toContain(id);

    const open = await ctx.staff.data<{ version: string }>('POST', 'banner/save', { ...banner({ startsAt: null, endsAt: null }), id, version });
    expect((await home('ja')).carousel.find((b) => b.id === id)?.title).toBe('Spring sale-ja');
    await ctx.staff.data('POST', 'banner/save', { ...banner({ active: false }), id, version: open.version });
    expect((await home()).carousel.map((b) => b.id)).not.toContain(id);
  });

  it('refuses a banner linking outside the shop or showing an outside image', async () => {
    for (const changes of [{ link: 'https://evil.example' }, { link: '//evil.example' }, { image: 'https://evil.example/x.png' }, { image: 'javascript:alert(1)' }]) {
      expect((await ctx.staff.post('banner/save', banner(changes))).statusCode).toBe(400);
    }
  });

  it('puts a hot word in the search box at once, in each language', async () => {
    const words = async (lang: string) =>
      (await ctx.app.inject({ method: 'GET', url: '/api/home/hotwords', headers: { 'accept-language': lang } })).json<{ data: string[] }>().data;
    await words('ko');
    const saved = await ctx.staff.data<{ id: number; version: string }>('POST', 'hotword/save', { word: { zh: '硅碳负极', ko: '실리콘 음극' }, sort: 0 });
    expect((await words('ko'))[0]).toBe('실리콘 음극');
    expect((await words('zh'))[0]).toBe('硅碳负极');
    await ctx.staff.data('POST', 'hotword/delete', saved);
    expect(await words('ko')).not.toContain('실리콘 음극');
    expect((await ctx.staff.post('hotword/delete', saved)).statusCode).toBe(404);
  });

  it('takes a help question off the help centre and back', async () => {
    const search = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/help/search?keyword=zirconia', headers: { 'accept-language': 'en' } })).json<{ data: { items: Array<{ id: number }> } }>().data.items;
    const body = { categoryId: 1, title: texts('Zirconia crucibles'), answer: texts('Ship in 3 days'), popular: false, sort: 1 };
    const { id, version } = await ctx.staff.data<{ id: number; version: string }>('POST', 'help/question/save', { ...body, published: true });
    expect((await search()).map((q) => q.id)).toContain(id);
    await ctx.staff.data('POST', 'help/question/save', { ...body, published: false, id, version });
    expect((await search()).map((q) => q.id)).not.toContain(id);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/help/questions/${id}` })).statusCode).toBe(404);
  });

  it('saves a company page whole at its version; the page shows it at once and an old version is refused', async () => {
    const page = await ctx.staff.data<{ version: string; title: Record<string, string>; lead: Record<string, string>; sections: unknown[]; revised: string }>('GET', 'page?slug=privacy');
    const saved = await ctx.staff.data<{ version: string }>('POST', 'page/save', { ...page, slug: 'privacy', lead: { ...page.lead, en: 'We keep only what an order needs.' }, revised: '2026-11-26' });
    const shown = await ctx.app.inject({ method: 'GET', url: '/api/content/pages/privacy', headers: { 'accept-language': 'en' } });
    expect(shown.json<{ data: { lead: string; revised: string } }>().data).toMatchObject({ lead: 'We keep only what an order needs.', revised: '2026-11-26' });
    expect(saved.version).not.toBe(page.version);
    expect((await ctx.staff.post('page/save', { ...page, slug: 'privacy' })).statusCode).toBe(409);
  });

  it('takes files by their bytes, never by their name, and names them by the type found', async () => {
    const { id } = await ctx.staff.data<{ id: number }>('POST', 'article/save', { slug: `files-${process.pid}`, section: 'guide', title: { zh: '附件' }, summary: {}, body: { zh: '<p>x</p>' } });
    const pdf = Buffer.from('%PDF-1.4\n%test\n');
    const mp4 = minimalMp4();
    const ftypOnly = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12)]);
    const attached = await ctx.staff.upload(`kind=attachment&articleId=${id}`, 'manual.html', pdf);
    expect(attached.json<{ data: { name: string; mimeType: string } }>().data).toMatchObject({ name: 'manual.pdf', mimeType: 'application/pdf' });
    const video = await ctx.staff.upload(`kind=video&articleId=${id}`, 'clip', mp4);
    expect(video.json<{ data: { name: string } }>().data.name).toBe('clip.mp4');
    for (const [query, name, bytes] of [
      [`kind=attachment&articleId=${id}`, 'page.pdf', Buffer.from('<html><script>alert(1)</script></html>')],
      [`kind=video&articleId=${id}`, 'film.mp4', pdf],
      [`kind=video&articleId=${id}`, 'film.mp4', ftypOnly], // an ftyp box alone is no video
      [`kind=video&articleId=${id}`, 'film.mp4', mp4.subarray(0, mp4.length - 10)], // cut off inside its mdat
      [`kind=video&articleId=${id}`, 'film.mp4', Buffer.concat([mp4, Buffer.from('PK\x03\x04 an archive appended')])],
      [`kind=cover&articleId=${id}`, 'x.svg', Buffer.from('<svg onload="alert(1)"/>')],
    ] as const) {
      const res = await ctx.staff.upload(query, name, bytes);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/not allowed/);
    }
    const inChinese = contentClient(ctx.app, (await staffSession(ctx.app, 'content')).token, 'zh');
    expect((await inChinese.upload(`kind=video&articleId=${id}`, 'film.mp4', ftypOnly)).json().message).toMatch(/^此文件类型不可用/);
    const vtt = Buffer.from('\uFEFFWEBVTT\n\n00:00.000 --> 00:02.000\nHello\n');
    expect((await ctx.staff.upload(`kind=captions&articleId=${id}&lang=en`, 'captions.txt', vtt)).json<{ data: { name: string } }>().data.name).toBe('captions.vtt');
    expect((await ctx.staff.upload(`kind=captions&articleId=${id}&lang=ko`, 'ko.vtt', Buffer.from('WEBVTTX not captions'))).statusCode).toBe(400);
    const record = await ctx.staff.data<{ files: Array<{ name: string; url: string }>; video: { name: string } | null; captions: Array<{ lang: string; file: { id: number } }> }>('GET', `article?id=${id}`);
    expect(record.files.map((f) => f.name)).toEqual(['manual.pdf']);
    expect(record.video?.name).toBe('clip.mp4');
    expect(record.captions.map((track) => track.lang)).toEqual(['en']);
    // A draft's file: not found by its plain id (ids are counted), opened by the console's keyed link.
    const plain = (url: string) => url.replace(/\?k=.*$/, '');
    expect(record.files[0]!.url).toMatch(/^\/api\/content\/file\/\d+\?k=[0-9a-f]{32}$/);
    expect((await ctx.app.inject({ method: 'GET', url: plain(record.files[0]!.url) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `${plain(record.files[0]!.url)}?k=${'0'.repeat(32)}` })).statusCode).toBe(404);
    const keyed = await ctx.app.inject({ method: 'GET', url: record.files[0]!.url });
    expect(keyed.statusCode).toBe(200);
    expect(keyed.headers['cache-control']).toBe('private, no-store'); // an unpublished file: no cache keeps it
    // The shopper's player gets the track (the article is published for the check).
    const { version } = await ctx.staff.data<{ version: string }>('GET', `article?id=${id}`);
    await ctx.staff.data('POST', 'article/status', { id, version, status: 'published' });
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/content/get?id=${id}&section=guide` });
    expect(detail.json<{ data: { video: { captions: Array<{ lang: string; url: string }> } } }>().data.video.captions).toEqual([{ lang: 'en', url: `/api/content/file/${record.captions[0]!.file.id}` }]);
    const track = await ctx.app.inject({ method: 'GET', url: `/api/content/file/${record.captions[0]!.file.id}` });
    expect(track.headers['content-type']).toBe('text/vtt; charset=utf-8');
    const served = await ctx.app.inject({ method: 'GET', url: record.files[0]!.url });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
    expect((await ctx.app.inject({ method: 'GET', url: plain(record.files[0]!.url) })).statusCode).toBe(200); // published now
  });
});
