import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contentArticles } from '../../db/schema/content';
import { staffAuditLog } from '../../db/schema/staff';
import { drivers } from '../../test/test-app';
import { articleBody, draft, useContentApp } from './test-client';

type Card = { id: number; title: string };
type Record = { id: number; version: string; state: string; body: { zh?: string; en?: string }; missing: string[] };

describe.each(drivers)('console articles (%s)', (driver) => {
  const ctx = useContentApp(driver);
  const shopperList = async (keyword?: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/content/list?section=guide&pageSize=50${keyword ? `&keyword=${encodeURIComponent(keyword)}` : ''}`, headers: { 'accept-language': 'en' } });
    return res.json<{ data: { items: Card[] } }>().data.items;
  };
  const shopperGet = (id: number) => ctx.app.inject({ method: 'GET', url: `/api/content/get?id=${id}&section=guide`, headers: { 'accept-language': 'en' } });
  const record = (id: number) => ctx.staff.data<Record>('GET', `article?id=${id}`);

  it('stores the editor HTML sanitised as imports are: no script, style, event handler or javascript: link survives', async () => {
    const hostile = [
      '<h1>Heading</h1><p onclick="steal()">Safe <strong>text</strong></p>',
      '<script>alert(1)</script><style>body{display:none}</style>',
      '<a href="javascript:alert(2)">bad link</a> <a href="https://example.org">good link</a>',
      '<img src="x" onerror="alert(3)"><img src="javascript:alert(4)">',
      '<iframe src="https://evil.example"></iframe>',
      '<p><b>bold</b> and <i>italic</i> from the editor</p>',
      '<p><img src="/api/content/file/3" alt="cell"></p>',
    ].join('');
    const { id } = await draft(ctx.staff, { body: { zh: hostile, en: '<p>ok</p>' } });
    const saved = (await record(id)).body.zh!;
    expect(saved).toContain('<h2>Heading</h2>');
    expect(saved).toContain('<strong>text</strong>');
    expect(saved).toContain('href="https://example.org"');
    for (const banned of ['<script', 'alert(1)', '<style', 'display:none', 'onclick', 'onerror', 'javascript:', '<iframe']) expect(saved).not.toContain(banned);
    expect(saved).toContain('<a>bad link</a>');
    expect(saved).toContain('<p><strong>bold</strong> and <em>italic</em> from the editor</p>');
    expect(saved).toContain('<img src="/api/content/file/3" alt="cell" loading="lazy" />'); // a picture uploaded in the editor
  });

  it('keeps a draft from shoppers, publishes it, and rebuilds search_text on every save', async () => {
    const { id, version } = await draft(ctx.staff, { title: { zh: '隔膜测试', en: 'Separator porosity primer' } });
    expect((await shopperList()).map((card) => card.id)).not.toContain(id);
    expect((await shopperGet(id)).statusCode).toBe(404);

    const published = await ctx.staff.data<{ version: string }>('POST', 'article/status', { id, version, status: 'published' });
    expect((await shopperList('porosity')).map((card) => card.title)).toContain('Separator porosity primer');
    expect((await shopperGet(id)).statusCode).toBe(200);

    await ctx.staff.data('POST', 'article/save', articleBody({ id, version: published.version, slug: `renamed-${id}`, title: { zh: '隔膜', en: 'Binder slurry viscosity' } }));
    expect((await shopperList('viscosity')).map((card) => card.id)).toContain(id);
    expect((await shopperList('porosity')).map((card) => card.id)).not.toContain(id);
  });

  it('publishes a scheduled article at its time and not before, with no job, whatever was cached', async () => {
    const { id, version } = await draft(ctx.staff, { title: { zh: '定时', en: 'Scheduled cathode notes' } });
    const at = new Date(ctx.clock.now() + 10 * 60_000);
    await ctx.staff.data('POST', 'article/status', { id, version, status: 'published', publishAt: at.toISOString() });
    expect((await record(id)).state).toBe('scheduled');
    expect((await shopperList()).map((card) => card.id)).not.toContain(id); // cached now, before the time
    expect((await shopperGet(id)).statusCode).toBe(404);

    ctx.clock.advance(10 * 60_000 - 1_000);
    expect((await shopperList()).map((card) => card.id)).not.toContain(id);
    ctx.clock.advance(1_000);
    expect((await shopperList()).map((card) => card.id)).toContain(id);
    expect((await shopperGet(id)).json<{ data: Card }>().data.title).toBe('Scheduled cathode notes');
    expect((await record(id)).state).toBe('published');
  });

  it('refuses an edit made on an old version with 409 staleRecord and writes nothing', async () => {
    const { id, version } = await draft(ctx.staff);
    await ctx.staff.data('POST', 'article/save', articleBody({ id, version, slug: `first-${id}`, title: { zh: '第一', en: 'First edit' } }));
    const late = await ctx.staff.post('article/save', articleBody({ id, version, slug: `second-${id}`, title: { zh: '第二', en: 'Second edit' } }));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/changed this record meanwhile/);
    const [row] = await ctx.app.db.select({ slug: contentArticles.slug }).from(contentArticles).where(eq(contentArticles.id, id));
    expect(row!.slug).toBe(`first-${id}`);
    expect((await ctx.staff.post('article/status', { id, version, status: 'published' })).statusCode).toBe(409);
    expect((await ctx.staff.post('article/delete', { id, version })).statusCode).toBe(409);
  });

  it('records every write in the audit log with before and after', async () => {
    const { id, version } = await draft(ctx.staff);
    await ctx.staff.data('POST', 'article/status', { id, version, status: 'archived' });
    const rows = await ctx.app.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.entity, 'article'), eq(staffAuditLog.entityId, String(id)))).orderBy(desc(staffAuditLog.id));
    expect(rows.map((row) => row.action)).toEqual(['article.archive', 'article.create']);
    expect(rows[0]!.before).toMatchObject({ status: 'draft' });
    expect(rows[0]!.after).toMatchObject({ status: 'archived' });
  });

  it('lists by state and by the language still missing, and names the gaps', async () => {
    const { id } = await draft(ctx.staff, { title: { zh: '仅中文' }, body: { zh: '<p>只有中文</p>' } });
    const list = await ctx.staff.data<{ items: Array<{ id: number; missing: string[]; state: string }> }>('GET', 'articles?missing=ja&state=draft&pageSize=100');
    const item = list.items.find((row) => row.id === id)!;
    expect(item).toMatchObject({ state: 'draft', missing: ['en', 'ja', 'ko'] });
    expect(list.items.every((row) => row.missing.includes('ja') && row.state === 'draft')).toBe(true);
    const complete = await ctx.staff.data<{ items: Array<{ id: number }> }>('GET', 'articles?missing=zh&pageSize=100');
    expect(complete.items.map((row) => row.id)).not.toContain(id);
  });

  it('publishes an ECMT event notice where the competition pages read it', async () => {
    const { id, version } = await draft(ctx.staff, { section: 'ecmtNotice', title: { zh: '报名通知', en: 'Registration opens' } });
    await ctx.staff.data('POST', 'article/status', { id, version, status: 'published' });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/content/list?section=ecmtNotice&pageSize=50', headers: { 'accept-language': 'en' } });
    expect(list.json<{ data: { items: Array<{ id: number; ecmtType: number }> } }>().data.items.find((item) => item.id === id)).toMatchObject({ ecmtType: 1 });
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/content/get?id=${id}&section=ecmt`, headers: { 'accept-language': 'en' } });
    expect(detail.json<{ data: Card }>().data.title).toBe('Registration opens');
  });

  it('refuses to publish without a Chinese body, and a slug another article has', async () => {
    const { id, version } = await draft(ctx.staff, { body: { en: '<p>English only</p>' } });
    const res = await ctx.staff.post('article/status', { id, version, status: 'published' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Chinese title and body/);
    const taken = await ctx.staff.post('article/save', articleBody({ slug: (await ctx.app.db.select({ slug: contentArticles.slug }).from(contentArticles).limit(1))[0]!.slug }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/URL name/);
  });
});
