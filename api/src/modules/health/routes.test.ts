import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';

describe.each(drivers)('GET /api/health on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(driver);
  });
  afterAll(() => t?.close());

  it('reports the database driver', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, message: 'ok', data: { db: driver } });
  });

  it('answers 503 when the database is gone', async () => {
    await t.app.database.close();
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 503, data: null });
  });
});
