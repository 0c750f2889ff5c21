import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import { insertCampaign, insertGood } from './mall-test-kit';

type Card = { id: number; points: number; name: string };
type PageOf<T> = { items: T[]; total: number; page: number; pageSize: number };

describe.each(drivers)('points-mall reads on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(driver);
  });
  afterAll(() => t?.close());
  const get = async <T>(url: string, lang = 'en') => {
    const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });
    return { status: res.statusCode, body: res.json<{ code: number; message: string; data: T }>() };
  };

  it('the home shows the seed: categories, the running campaign, featured goods and announcements, in the asked language', async () => {
    const { status, body } = await get<{ categories: { name: string }[]; campaign: { name: string; running: boolean; items: Card[] }; featured: Card[]; announcements: { title: string; pinned: boolean }[] }>('/api/points-mall/home', 'ja');
    expect(status).toBe(200);
    expect(body.data.categories.map((c) => c.name)).toEqual(['実験消耗品', '電池組立キット', '買い物クーポン', '研修・イベント']);
    expect(body.data.campaign).toMatchObject({ name: 'ラボ補給ウィーク', running: true });
    expect(body.data.campaign.items.map((i) => i.points).sort()).toEqual([1200, 300, 450]);
    expect(body.data.featured.length).toBeGreaterThanOrEqual(4);
    expect(body.data.announcements[0]).toMatchObject({ title: 'ポイントモールがオープン', pinned: true });
  });

  it('lists goods on sale by category, sorted by the price they cost now, a page at a time', async () => {
    const cheap = await insertGood(t.app.db, { points: 90 });
    const dear = await insertGood(t.app.db, { points: 300, categoryId: cheap.categoryId });
    await insertCampaign(t.app.db, dear.id, 50, -1, 1); // now the cheapest
    await insertGood(t.app.db, { points: 10, categoryId: cheap.categoryId, onSale: false });
    const asc = await get<PageOf<Card>>(`/api/points-mall/products?categoryId=${cheap.categoryId}&sort=pointsAsc`);
    expect(asc.body.data.items.map((c) => [c.id, c.points])).toEqual([[dear.id, 50], [cheap.id, 90]]);
    const desc = await get<PageOf<Card>>(`/api/points-mall/products?categoryId=${cheap.categoryId}&sort=pointsDesc&pageSize=1&page=1`);
    expect(desc.body.data).toMatchObject({ total: 2, page: 1, pageSize: 1, items: [{ id: cheap.id }] });
    const coupons = await get<PageOf<Card & { kind: string }>>('/api/points-mall/products?kind=coupon');
    expect(coupons.body.data.items.every((c) => c.kind === 'coupon')).toBe(true);
    expect(coupons.body.data.total).toBe(2);
  });

  it('a good in four languages; an unknown one is a 404', async () => {
    const good = await insertGood(t.app.db);
    expect((await get<{ name: string; description: string }>(`/api/points-mall/product?id=${good.id}`, 'ko')).body.data).toMatchObject({ name: 'gloves-ko', description: 'about-ko' });
    expect((await get(`/api/points-mall/product?id=987654`)).status).toBe(404);
  });

  it('campaigns: running and upcoming, with the price each will charge', async () => {
    const { body } = await get<{ items: { name: string; running: boolean; items: Card[] }[] }>('/api/points-mall/campaigns');
    const seeded = body.data.items.filter((c) => !c.name.startsWith('campaign-')); // another test adds its own
    expect(seeded.map((c) => [c.name, c.running])).toEqual([['Lab restock week', true], ['Separator days', false]]);
    expect(seeded[1]!.items.map((i) => i.points).sort()).toEqual([380, 700]);
  });

  it('announcements: a page and one by id; unknown id 404', async () => {
    const list = await get<PageOf<{ id: number; title: string }>>('/api/points-mall/announcements?pageSize=2', 'zh');
    expect(list.body.data).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    const one = await get<{ body: string }>(`/api/points-mall/announcement?id=${list.body.data.items[0]!.id}`, 'zh');
    expect(one.body.data.body).toContain('积分');
    expect((await get('/api/points-mall/announcement?id=99999')).status).toBe(404);
  });

  it.each([
    ['/api/points-mall/products?sort=cheap', 'Field "sort" has an invalid value'],
    ['/api/points-mall/products?pageSize=51', 'Field "pageSize" must be at most 50'],
    ['/api/points-mall/product?id=x', 'Field "id" must be a number'],
    ['/api/points-mall/home?x=1', 'Unknown field "x"'],
  ])('%s → 400 naming the field', async (url, message) => {
    expect((await get(url)).body).toEqual({ code: 400, message, data: null });
  });

  it('the allowance needs a sign-in', async () => {
    expect((await get('/api/points-mall/allowance?productId=1')).status).toBe(401);
  });
});
