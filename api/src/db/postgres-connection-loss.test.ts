import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';

// A PostgreSQL restart cuts every connection, including one a request holds between two queries of a transaction.
describe.skipIf(!process.env.DATABASE_URL)('a connection cut while in use (PostgreSQL)', () => {
  let t: TestApp;
  let admin: pg.Client;
  beforeAll(async () => {
    t = await buildTestApp('postgres');
    admin = new pg.Client({ connectionString: t.config.databaseUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await t?.close();
  });

  it('fails that transaction only: the process survives and serves with new connections', async () => {
    const transaction = t.app.db.transaction(async (tx) => {
      const { rows } = (await tx.execute(sql`SELECT pg_backend_pid() AS pid`)) as unknown as { rows: Array<{ pid: number }> };
      await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
      // Gone once the server has sent this connection its FATAL message, which arrives while no query runs on it.
      while ((await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [rows[0]!.pid])).rowCount) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await tx.execute(sql`SELECT 1`);
    });
    await expect(transaction).rejects.toThrow();
    expect((await t.app.inject({ url: '/health/ready' })).statusCode).toBe(200);
  });
});
