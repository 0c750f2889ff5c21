import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { staffAuditLog } from '../../db/schema/staff';
import { drivers } from '../../test/test-app';
import { createdGood, goodBody, usePointsApp } from './test-client';

type Detail = { id: number; code: string; name: Record<string, string>; stock: number; points: number; onSale: boolean; version: string; availableTo: string | null };
type Page<T> = { items: T[]; total: number };

describe.each(drivers)('points goods in the console (%s)', (driver) => {
  const ctx = usePointsApp(driver);
  const shopGood = async (id: number) => (await ctx.app.inject({ method: 'GET', url: `/api/points-mall/product?id=${id}`, headers: { 'accept-language': 'en' } })).json<{ data: { name: string; points: number } }>();

  it('creates a good with four languages and no stock, edits it at its version, and the storefront shows the change', async () => {
    const made = await createdGood(ctx, { code: 'pt-gloves-a' });
    const detail = await ctx.staff.data<Detail>('GET', `goods/detail?id=${made.id}`);
    expect(detail).toMatchObject({ code: 'PT-GLOVES-A', stock: 0, points: 300, name: { zh: 'Nitrile gloves-zh', en: 'Nitrile gloves-en', ja: 'Nitrile gloves-ja', ko: 'Nitrile gloves-ko' }, version: made.version });

    const saved = await ctx.staff.data<{ version: string }>('POST', 'goods/save', goodBody(ctx.categoryId, { id: made.id, version: made.version, code: 'PT-GLOVES-A', points: 250, name: { zh: '手套', en: 'Lab gloves', ja: '手袋', ko: '장갑' } }));
    expect(saved.version).not.toBe(made.version);
    const shown = await shopGood(made.id);
    expect(shown.data).toMatchObject({ name: 'Lab gloves', points: 250 });

    const audit = await ctx.app.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.entity, 'points_good'), eq(staffAuditLog.entityId, String(made.id))));
    expect(audit.map((row) => [row.action, row.actorAccount])).toEqual([['points_good.create', ctx.staffAccount], ['points_good.update', ctx.staffAccount]]);
  });

  it('refuses an edit made at an old version (409 staleRecord) and a code another good has, writing nothing', async () => {
    const made = await createdGood(ctx);
    await ctx.staff.data('POST', 'goods/save', goodBody(ctx.categoryId, { id: made.id, version: made.version, code: 'PT-STALE-1', points: 111 }));
    const late = await ctx.staff.post('goods/save', goodBody(ctx.categoryId, { id: made.id, version: made.version, code: 'PT-STALE-1', points: 999 }));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: 'Someone else changed this record meanwhile; reload it and edit again' });
    const taken = await ctx.staff.post('goods/save', goodBody(ctx.categoryId, { code: 'PT-STALE-1' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Another points good or campaign already has this code');
    expect((await ctx.staff.data<Detail>('GET', `goods/detail?id=${made.id}`)).points).toBe(111);
  });

  it('validates every field: four languages, an image the shop serves, a coupon good with its coupon, a sale window in order', async () => {
    const bad = [
      { name: { zh: '手套', en: 'Gloves', ja: '', ko: '장갑' } },
      { images: ['https://elsewhere.example/x.png'] },
      { images: ['/media/../etc/passwd'] },
      { kind: 'coupon', couponTemplateId: null },
      { points: 0 },
      { availableFrom: '2026-12-02T00:00:00Z', availableTo: '2026-12-01T00:00:00Z' },
    ];
    for (const change of bad) {
      const res = await ctx.staff.post('goods/save', goodBody(ctx.categoryId, change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
    }
    expect((await ctx.staff.post('goods/save', goodBody(999_999))).statusCode).toBe(404);
  });

  it('resizes an uploaded picture as the catalogue does, usable in a good; refuses a file that is not an image', async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a6' } }).png().toBuffer();
    const res = await ctx.staff.upload('mug.png', png);
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json<{ data: { url: string } }>().data;
    expect(url).toMatch(/^\/media\/catalogue\/[0-9a-f-]{36}\/960\.webp$/);
    expect((await ctx.app.inject({ method: 'GET', url })).headers['content-type']).toBe('image/webp');
    const made = await createdGood(ctx, { images: [url] });
    expect((await ctx.staff.data<{ images: string[] }>('GET', `goods/detail?id=${made.id}`)).images).toEqual([url]);
    const text = await ctx.staff.upload('notes.png', Buffer.from('not a picture at all'));
    expect(text.statusCode).toBe(400);
  });

  it('lists goods paged, sorted and searched on the server', async () => {
    await createdGood(ctx, { code: 'PT-LIST-B', points: 20 });
    await createdGood(ctx, { code: 'PT-LIST-A', points: 10, onSale: false });
    const byPoints = await ctx.staff.data<Page<Detail>>('GET', 'goods/list?q=pt-list&sort=points&order=desc&pageSize=1');
    expect(byPoints).toMatchObject({ total: 2, items: [{ code: 'PT-LIST-B' }] });
    const off = await ctx.staff.data<Page<Detail>>('GET', 'goods/list?q=PT-LIST&onSale=false');
    expect(off.items.map((item) => item.code)).toEqual(['PT-LIST-A']);
    expect((await ctx.staff.get('goods/list?sort=name')).statusCode).toBe(400);
  });
});
