import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drivers } from '../../test/test-app';
import { freshIp, useAuthApp } from '../../test/auth-requests';

type Card = { id: number; title: string; section: string; files: Array<{ url: string; size: number; name: string }> };
type Page = { items: Card[]; total: number; page: number; pageSize: number };
type Detail = Card & { bodyHtml: string; previous: { id: number } | null; next: { id: number } | null; relatedProducts: Array<{ id: number }>; relatedArticles: Array<{ id: number; section: string }> };

describe.each(drivers)('study zone content (%s)', (driver) => {
  const ctx = useAuthApp(driver);
  const get = (url: string, language = 'en') => ctx.t.app.inject({ url, headers: { 'accept-language': language } });

  it('lists each of the seven sections with at least 8 seeded articles, newest first, paginated', async () => {
    for (const section of ['guide', 'BTS', 'FAQ', 'QaVaL', 'consultation', 'procurementGuide', 'supportDownloading']) {
      const res = await get(`/api/content/list?section=${section}&pageSize=5`);
      expect(res.statusCode, section).toBe(200);
      const page = res.json<{ data: Page }>().data;
      expect(page.total, section).toBeGreaterThanOrEqual(8);
      expect(page.items).toHaveLength(5);
      expect(page.items.every((item) => item.section === section)).toBe(true);
    }
    const second = (await get('/api/content/list?section=guide&pageSize=5&page=2')).json<{ data: Page }>().data;
    expect(second.page).toBe(2);
    expect(second.items.length).toBeGreaterThan(0);
  });

  it('answers in the request language', async () => {
    const zh = (await get('/api/content/list?section=guide&keyword=coin', 'zh')).json<{ data: Page }>().data;
    const ko = (await get('/api/content/list?section=guide&keyword=coin', 'ko')).json<{ data: Page }>().data;
    expect(zh.items[0]?.title).toContain('扣式电池');
    expect(ko.items[0]?.title).toContain('코인셀');
  });

  it('searches within a section in any of the four languages, forgiving a typo', async () => {
    for (const [keyword, language] of [['扣式电池', 'zh'], ['coin cell', 'en'], ['コイン電池', 'ja'], ['코인셀', 'ko'], ['glovebx', 'en']] as const) {
      const page = (await get(`/api/content/list?section=guide&keyword=${encodeURIComponent(keyword)}`, language)).json<{ data: Page }>().data;
      expect(page.total, keyword).toBeGreaterThan(0);
      expect(page.total, keyword).toBeLessThan(8);
    }
    const none = (await get('/api/content/list?section=guide&keyword=zzqqxx')).json<{ data: Page }>().data;
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it('gives a detail with a sanitized body, neighbours, related products and articles', async () => {
    const first = (await get('/api/content/list?section=guide&keyword=coin')).json<{ data: Page }>().data.items[0]!;
    const res = await get(`/api/content/get?id=${first.id}&section=guide`);
    expect(res.statusCode).toBe(200);
    const detail = res.json<{ data: Detail }>().data;
    expect(detail.bodyHtml).toContain('<h2>');
    expect(detail.relatedProducts.length).toBeGreaterThan(0);
    expect(detail.relatedArticles.map((a) => a.section)).toContain('supportDownloading');
    expect(detail.previous ?? detail.next).not.toBeNull();
  });

  it('answers 404 in the envelope for an unknown id or an article of another section', async () => {
    const missing = await get('/api/content/get?id=999999&section=guide');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 404, message: 'This article does not exist or has been withdrawn' });
    const faq = (await get('/api/content/list?section=FAQ')).json<{ data: Page }>().data.items[0]!;
    expect((await get(`/api/content/get?id=${faq.id}&section=guide`)).statusCode).toBe(404);
    expect((await get('/api/content/list?section=nope')).statusCode).toBe(400);
  });

  it('serves a download with its type, length and an RFC 5987 name; 404 for a missing file', async () => {
    const page = (await get('/api/content/list?section=supportDownloading&pageSize=50')).json<{ data: Page }>().data;
    const item = page.items.find((card) => card.files.some((file) => /[^\x20-\x7e]/.test(file.name)))!;
    const file = item.files[0]!;
    const res = await get(file.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(Number(res.headers['content-length'])).toBe(file.size);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBe(file.size);
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(file.name)}`);
    // A browser that has the file revalidates it for nothing; a video player seeks with a range.
    const etag = String(res.headers.etag);
    const again = await ctx.t.app.inject({ url: file.url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const part = await ctx.t.app.inject({ url: file.url, headers: { range: 'bytes=0-4' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-4/${file.size}`);
    expect(part.headers['content-length']).toBe('5');
    expect(part.rawPayload.toString()).toBe('%PDF-');
    expect((await ctx.t.app.inject({ url: file.url, headers: { range: `bytes=${file.size}-` } })).statusCode).toBe(416);
    const missing = await get('/api/content/file/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 404, message: 'This file does not exist or has been removed' });
  });

  it('gives a short video with a caption track per language, served as WebM and WebVTT', async () => {
    const bts = (await get('/api/content/list?section=BTS&keyword=four-wire')).json<{ data: Page }>().data.items[0]!;
    const detail = (await get(`/api/content/get?id=${bts.id}&section=BTS`)).json<{ data: { video: { url: string; mimeType: string; captions: Array<{ lang: string; url: string }> } } }>().data;
    expect(detail.video.mimeType).toBe('video/webm');
    expect(detail.video.captions.map((c) => c.lang).sort()).toEqual(['en', 'ja', 'ko', 'zh']);
    const video = await get(detail.video.url);
    expect(video.headers['content-type']).toBe('video/webm');
    expect(video.headers['content-disposition']).toMatch(/^inline;/);
    const captions = await get(detail.video.captions.find((c) => c.lang === 'en')!.url);
    expect(captions.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(captions.body).toMatch(/^WEBVTT/);
  });

  it('records a signed-in read of an existing article only', async () => {
    const me = await ctx.api.signUp('Secret123', { ip: freshIp() });
    const article = (await get('/api/content/list?section=FAQ')).json<{ data: Page }>().data.items[0]!;
    const read = (id: number, token?: string) => ctx.api.send('POST', '/api/content/read', { id }, token ? { token } : {});
    expect((await read(article.id)).statusCode).toBe(401);
    const done = await read(article.id, me.token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ data: { recorded: true, pointsAwarded: expect.any(Number) } });
    // A reload within the hour is the same read: the table does not grow with it.
    expect((await read(article.id, me.token)).json()).toMatchObject({ data: { recorded: false } });
    const rows = (await ctx.t.app.db.execute(sql`SELECT count(*)::int AS n FROM content_reads WHERE article_id = ${article.id}`)) as unknown as { rows: Array<{ n: number }> };
    expect(rows.rows[0]?.n).toBe(1);
    expect((await read(999999, me.token)).statusCode).toBe(404);
  });
  it('completes the points mall\'s reading task once a day, from reads the server saw', async () => {
    const me = await ctx.api.signUp('Secret123', { ip: freshIp() });
    const [first, second] = (await get('/api/content/list?section=guide')).json<{ data: Page }>().data.items;
    const read = (id: number) => ctx.api.send('POST', '/api/content/read', { id }, { token: me.token });
    const balance = async () =>
      (await ctx.t.app.inject({ url: '/api/points/balance', headers: { authorization: `Bearer ${me.token}` } })).json<{ data: { balance: number } }>().data.balance;
    const before = await balance();
    const awarded = (await read(first!.id)).json<{ data: { pointsAwarded: number } }>().data.pointsAwarded;
    expect(awarded).toBeGreaterThan(0);
    expect(await balance()).toBe(before + awarded);
    // Another article the same day is recorded, but the daily task has paid already.
    expect((await read(second!.id)).json()).toMatchObject({ data: { recorded: true, pointsAwarded: 0 } });
    expect(await balance()).toBe(before + awarded);
    // An unknown article is no proof of reading: nothing is paid for it.
    expect((await read(999999)).statusCode).toBe(404);
  });
});
