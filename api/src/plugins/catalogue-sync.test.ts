import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateCatalogue } from '../lib/response-cache';
import { buildTestApp, type TestApp } from '../test/test-app';
import { CATALOGUE_CHANNEL, LISTENER_APPLICATION_NAME } from './catalogue-sync';

type Detail = { data: { skus: Array<{ id: number; price: number }> } };

/** Polls `read` until it returns true, for at most `ms` (a notification's round trip is milliseconds). */
async function eventually(read: () => Promise<boolean>, ms = 30_000): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await read()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}

// Another replica is stood in for by a plain PostgreSQL client on the same database.
describe.skipIf(!process.env.DATABASE_URL)('catalogue cache invalidation across replicas (PostgreSQL)', () => {
  let t: TestApp;
  let peer: pg.Client;
  const heard: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp('postgres');
    peer = new pg.Client({ connectionString: t.config.databaseUrl });
    await peer.connect();
    peer.on('notification', (message) => heard.push(message.payload ?? ''));
    await peer.query(`LISTEN ${CATALOGUE_CHANNEL}`);
  });
  afterAll(async () => {
    await peer?.end();
    await t?.close();
  });

  /** The first SKU's price in yuan, as the API answers it (cached). */
  const price = async () => (await t.app.inject({ url: '/api/product/get?id=10405' })).json<Detail>().data.skus[0]!.price;
  /** A price change another replica made: written, but this process was not told. */
  const changePriceBehindTheCache = (yuan: number) => peer.query('UPDATE product_skus SET price = $1 WHERE product_id = 10405', [yuan * 100]);

  it('tells the other replicas of a local change, a burst in a few notifications', async () => {
    heard.length = 0;
    for (let i = 0; i < 50; i += 1) invalidateCatalogue();
    expect(await eventually(async () => heard.length > 0)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard.length).toBeLessThanOrEqual(3);
    expect(heard[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('drops its cached answers when another replica changes the catalogue', async () => {
    const before = await price();
    await changePriceBehindTheCache(before + 1);
    expect(await price()).toBe(before); // still the cached answer
    await peer.query('SELECT pg_notify($1, $2)', [CATALOGUE_CHANNEL, 'another-replica']);
    expect(await eventually(async () => (await price()) === before + 1)).toBe(true);
  });

  it('listens again after its connection is cut (PostgreSQL restarted), dropping what it may have missed', async () => {
    const before = await price();
    await changePriceBehindTheCache(before + 1);
    expect(await price()).toBe(before);
    const { rowCount } = await peer.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()', [LISTENER_APPLICATION_NAME]);
    expect(rowCount).toBe(1);
    // The reconnection itself drops the cache: a change made while nobody listened is not missed.
    expect(await eventually(async () => (await price()) === before + 1)).toBe(true);
    // And it hears notifications again.
    await changePriceBehindTheCache(before + 2);
    await eventually(async () => (await peer.query('SELECT 1 FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()', [LISTENER_APPLICATION_NAME])).rowCount === 1);
    await peer.query('SELECT pg_notify($1, $2)', [CATALOGUE_CHANNEL, 'another-replica']);
    expect(await eventually(async () => (await price()) === before + 2)).toBe(true);
  });
});
