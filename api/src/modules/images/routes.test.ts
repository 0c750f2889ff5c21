import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/products';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';

describe.each(drivers)('generated images on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(driver);
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('serves a product picture as a cacheable SVG', async () => {
    const res = await get('/media/products/90301/1.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(res.body).toContain('LiPF<tspan');
    expect(res.body).toContain('CAS 21324-40-3');
    expect(Buffer.byteLength(res.body)).toBeLessThan(3000);
  });

  it('can be shown in an <img> of any page: nosniff with the right type, and a cross-origin resource policy', async () => {
    const res = await get('/media/products/90301/2.svg');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/media/products/90301/1.svg');
    const again = await get('/media/products/90301/1.svg', { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('serves exactly the pictures a product lists', async () => {
    const [row] = await t.app.db.select({ id: products.id, images: products.images }).from(products).where(sql`jsonb_array_length(${products.images}) = 3`).limit(1);
    for (const url of row!.images) expect((await get(url)).statusCode).toBe(200);
    expect((await get(`/media/products/${row!.id}/4.svg`)).statusCode).toBe(404);
    const [two] = await t.app.db.select({ id: products.id }).from(products).where(sql`jsonb_array_length(${products.images}) = 2`).limit(1);
    expect((await get(`/media/products/${two!.id}/3.svg`)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown product, banner or bundle', async () => {
    for (const url of ['/media/products/999999/1.svg', '/media/banners/999.svg', '/media/scenarios/999.svg']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 404 });
    }
  });

  it.each(['abc', '0', '-1', '01', '1.5', '1e3', '99999999999'])('rejects the id %s with 400', async (id) => {
    for (const url of [`/media/products/${id}/1.svg`, `/media/products/90301/${id}.svg`, `/media/banners/${id}.svg`, `/media/scenarios/${id}.svg`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe(400);
    }
  });

  it('serves every home banner and bundle picture', async () => {
    for (let id = 1; id <= 8; id++) {
      const res = await get(`/media/banners/${id}.svg`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(Buffer.byteLength(res.body)).toBeLessThan(3000);
    }
    const bundle = await get('/media/scenarios/1.svg');
    expect(bundle.statusCode).toBe(200);
    expect(bundle.body).toContain('>7</text>'); // the coin-cell starter kit holds seven SKUs
  });

  it('draws a renamed product anew (the picture follows the data)', async () => {
    const before = (await get('/media/products/90302/1.svg')).body;
    await t.app.db.update(products).set({ formula: 'LiN(SO2CF3)2' }).where(eq(products.id, 90302));
    const after = (await get('/media/products/90302/1.svg')).body;
    expect(after).not.toBe(before);
    expect(after).toContain('LiN(SO<tspan');
  });

  it('lives outside /api', async () => {
    expect((await get('/api/media/products/90301/1.svg')).statusCode).toBe(404);
  });
});
