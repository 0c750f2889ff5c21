import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';

describe.each(drivers)('operations endpoints on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(driver);
  });
  afterAll(() => t?.close());

  it('/health/live answers without touching anything; /health/ready reports the database and its migrations', async () => {
    const live = await t.app.inject({ url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
    expect(live.headers['cache-control']).toBe('no-store');

    const ready = await t.app.inject({ url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', db: driver });
    expect(ready.json<{ migrations: number }>().migrations).toBeGreaterThan(5);
  });

  it('passes a proxy\'s X-Request-Id through to the reply, and replaces one that could forge log text', async () => {
    const forwarded = 'a3f1c2d4e5f60718293a4b5c6d7e8f90';
    const kept = await t.app.inject({ url: '/health/live', headers: { 'x-request-id': forwarded } });
    expect(kept.headers['x-request-id']).toBe(forwarded);

    const forged = await t.app.inject({ url: '/health/live', headers: { 'x-request-id': 'x"\n{"level":60' } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const none = await t.app.inject({ url: '/health/live' });
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(none.headers['x-request-id']).not.toBe(forged.headers['x-request-id']);
  });

  it('/metrics counts requests by route pattern and the response cache\'s hits and misses', async () => {
    await t.app.inject({ url: '/media/products/10405/1.svg' });
    await t.app.inject({ url: '/media/products/10405/1.svg?again' });
    // The product answer is cached: the second read is a hit.
    await t.app.inject({ url: '/api/product/get?id=10405' });
    await t.app.inject({ url: '/api/product/get?id=10405' });
    const res = await t.app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    // One series for the route pattern, whatever the product id.
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/media\/products\/:id\/:n.svg",status="200"\} 2/);
    expect(text).toMatch(/response_cache_hits_total\{cache="api"\} [1-9]/);
    expect(text).toMatch(/response_cache_misses_total\{cache="api"\} [1-9]/);
    expect(text).toContain('process_cpu_seconds_total');
    if (driver === 'postgres') expect(text).toContain('db_pool_connections{state="max"} 10');
    else expect(text).not.toContain('db_pool_connections{');
  });

  it('/health/ready names the release (api/package.json) and stays 200 on a database a newer release migrated further', async () => {
    const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };
    // During a rolling upgrade the old replicas serve while the new release's migrations are already applied.
    await t.app.db.execute(sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('a newer release', 9999999999999)`);
    const res = await t.app.inject({ url: '/health/ready' });
    await t.app.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE hash = 'a newer release'`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ready', release: version });
  });

  it('/health/ready is 503 while a migration of this build is missing', async () => {
    await t.app.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations)`);
    const res = await t.app.inject({ url: '/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'migrating' });
  });

  it('/health/ready is 503 when the database is gone, while /health/live still answers', async () => {
    await t.app.database.close();
    expect((await t.app.inject({ url: '/health/ready' })).statusCode).toBe(503);
    expect((await t.app.inject({ url: '/health/live' })).statusCode).toBe(200);
  });
});
