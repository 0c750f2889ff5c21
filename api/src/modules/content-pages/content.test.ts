import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academicLinks } from '../../db/schema/content-pages';
import { activitySkus, salesActivities } from '../../db/schema/promotions';
import { authRequests } from '../../test/auth-requests';
import { catalogueRows, texts } from '../../test/catalogue-rows';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';

type Offer = { skuId: number; price: number; listPrice: number; percentOff: number };
type Activity = { id: number; name: string; endsAt: string; items: Offer[] };

describe.each(drivers)('company pages and special offers on %s', (driver) => {
  let t: TestApp;
  let api: ReturnType<typeof authRequests>;
  beforeAll(async () => {
    t = await buildTestApp(driver);
    api = authRequests(t.app);
  });
  afterAll(() => t?.close());
  const get = (url: string, language = 'en') => api.send('GET', url, undefined, { language });

  it('serves each company page in the asked language; an unknown one is refused', async () => {
    for (const slug of ['about-us', 'about-app', 'privacy', 'registration-agreement']) {
      const res = await get(`/api/content/pages/${slug}`, 'ko');
      expect(res.statusCode).toBe(200);
      expect(res.json<{ data: { sections: Array<{ paragraphs: string[] }> } }>().data.sections.length).toBeGreaterThan(1);
    }
    expect((await get('/api/content/pages/privacy', 'ja')).json()).toMatchObject({ data: { title: 'プライバシーポリシー' } });
    expect((await get('/api/content/pages/secrets')).statusCode).toBe(400);
  });

  it('finds sales contacts by region or covered area in any language', async () => {
    const all = (await get('/api/content/sales-team')).json<{ data: unknown[] }>().data;
    expect(all.length).toBe(6);
    expect((await get(`/api/content/sales-team?region=${encodeURIComponent('广东')}`)).json()).toMatchObject({ data: [{ region: 'South China', name: 'Chen Lei' }] });
    expect((await get('/api/content/sales-team?region=zhejiang', 'zh')).json()).toMatchObject({ data: [{ region: '华东' }] });
    expect((await get('/api/content/sales-team?region=atlantis')).json()).toMatchObject({ data: [] });
  });

  it('groups academic links, web addresses only', async () => {
    const name = texts('Script link');
    await t.app.db.insert(academicLinks).values({ groupKey: 'tools', name, description: name, url: 'javascript:alert(1)' });
    const groups = (await get('/api/content/academic-links')).json<{ data: Array<{ key: string; links: Array<{ url: string }> }> }>().data;
    expect(groups.map((g) => g.key)).toEqual(['journals', 'databases', 'tools', 'standards']);
    expect(groups.every((g) => g.links.every((l) => l.url.startsWith('https://')))).toBe(true);
  });

  it('offers only SKUs of running activities priced below their own price', async () => {
    const rows = catalogueRows(t.app.db);
    const product = await rows.product({ categoryId: 101, brandId: await rows.brand('Offer') });
    const cheap = await rows.sku(product.id, { price: 10_000 });
    const dearer = await rows.sku(product.id, { price: 5_000 });
    const hour = 3_600_000;
    const [running] = await t.app.db.insert(salesActivities).values({ name: texts('Flash'), kind: 'limited_time', startsAt: new Date(Date.now() - hour), endsAt: new Date(Date.now() + hour) }).returning();
    const [over] = await t.app.db.insert(salesActivities).values({ name: texts('Over'), kind: 'limited_time', startsAt: new Date(Date.now() - 2 * hour), endsAt: new Date(Date.now() - hour) }).returning();
    await t.app.db.insert(activitySkus).values([
      { activityId: running!.id, skuId: cheap.id, price: 7_999 },
      { activityId: running!.id, skuId: dearer.id, price: 6_000 },
      { activityId: over!.id, skuId: cheap.id, price: 1_000 },
    ]);
    const data = (await get('/api/activity/special-offers')).json<{ data: { activities: Activity[] } }>().data;
    const flash = data.activities.find((a) => a.id === running!.id)!;
    expect(flash.name).toBe(texts('Flash').en);
    expect(flash.items).toEqual([expect.objectContaining({ skuId: cheap.id, price: 79.99, listPrice: 100, percentOff: 20 })]);
    expect(data.activities.find((a) => a.id === over!.id)).toBeUndefined();
    expect(data.activities.every((a) => new Date(a.endsAt) > new Date())).toBe(true);
  });
});
