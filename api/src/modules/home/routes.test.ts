import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeBanners, hotWords } from '../../db/schema/products';
import { catalogueRows, texts } from '../../test/catalogue-rows';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import type { Home } from './schemas';

describe.each(drivers)('home page data on %s', (driver) => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await buildTestApp(driver);
    const db = t.app.db;
    const rows = catalogueRows(db);
    // Negative sorts put our rows before whatever the seed holds.
    const [slide] = await db
      .insert(homeBanners)
      .values([
        { kind: 'carousel', title: texts('Slide'), subtitle: texts('Sub'), image: '/media/banners/t.svg', link: '/category?categoryId=1', sort: -10 },
        { kind: 'service', title: texts('Service'), subtitle: texts('Sub'), image: '/media/banners/s.svg', link: '/help', sort: -10 },
      ])
      .returning({ id: homeBanners.id });
    ids.slide = slide!.id;
    await db.insert(hotWords).values([
      { word: texts('LiPF6'), sort: -10 },
      { word: { zh: '隔膜,涂覆', en: 'separator', ja: 'セパレータ', ko: '' }, sort: -9 },
    ]);
    const brandId = await rows.brand();
    const add = async (key: string, values: Parameters<typeof rows.product>[0]) => {
      ids[key] = (await rows.product(values)).id;
      await rows.sku(ids[key]!, { price: 2550 });
    };
    await add('hidden', { categoryId: 101, brandId, recommendSort: -1000, status: 'off_sale', launchedAt: new Date(Date.now() + 120_000) });
    await add('first', { categoryId: 101, brandId, recommendSort: -100 });
    await add('second', { categoryId: 102, brandId, recommendSort: -99, launchedAt: new Date(Date.now() + 60_000) });
  });
  afterAll(() => t?.close());

  const get = (url: string, language: string) => t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });

  it('gives banners by kind, 8 recommended and the newest products, in the request language', async () => {
    const res = await get('/api/newrecommend/multi', 'ja');
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: Home }>().data;
    expect(data.carousel[0]).toEqual({ id: ids.slide, title: 'Slide-ja', subtitle: 'Sub-ja', image: '/media/banners/t.svg', link: '/category?categoryId=1' });
    expect(data.carousel.map((b) => b.title)).not.toContain('Service-ja');
    expect(data.serviceImages[0]!.title).toBe('Service-ja');
    expect(data.recommended.slice(0, 2).map((card) => card.id)).toEqual([ids.first, ids.second]);
    expect(data.recommended[0]).toMatchObject({ price: 25.5, isNew: true, skuCount: 1 });
    expect(data.recommended[0]!.name).toMatch(/-ja$/);
    expect(data.newProducts[0]!.id).toBe(ids.second);
    for (const list of [data.recommended, data.newProducts]) {
      expect(list.length).toBeLessThanOrEqual(8);
      expect(list.map((card) => card.id)).not.toContain(ids.hidden);
    }
  });

  it('derives the meta keywords from hot words and top category names, without stray commas', async () => {
    const zh = (await get('/api/newrecommend/multi', 'zh-CN')).json<{ data: Home }>().data.metaKeyword;
    expect(zh.split(',').slice(0, 2)).toEqual(['LiPF6-zh', '隔膜 涂覆']);
    expect(zh.split(',')).toContain('电池实验');
    const ko = (await get('/api/newrecommend/multi', 'ko')).json<{ data: Home }>().data.metaKeyword;
    expect(ko.split(',')).toContain('배터리 실험');
    expect(ko.split(',').every((word) => word.trim() === word && word !== '')).toBe(true);
  });

  it('lists the hot words in the request language, skipping blank translations', async () => {
    const en = (await get('/api/home/hotwords', 'en')).json<{ code: number; data: string[] }>();
    expect(en.code).toBe(200);
    expect(en.data.slice(0, 2)).toEqual(['LiPF6-en', 'separator']);
    const ko = (await get('/api/home/hotwords', 'ko')).json<{ data: string[] }>().data;
    expect(ko[0]).toBe('LiPF6-ko');
    // the blank Korean word falls back to Chinese rather than vanishing
    expect(ko[1]).toBe('隔膜,涂覆');
  });

  it.each(['/api/newrecommend/multi?x=1', '/api/home/hotwords?x=1'])('rejects unknown fields: %s', async (url) => {
    const res = await get(url, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message: 'Unknown field "x"', data: null });
  });
});
