import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { drizzleOnPool } from './pool-session';

/**
 * A pool lending one scripted connection: `failing` names the statements that reject, as they do on a connection
 * PostgreSQL dropped. Plain drizzle({ client: pool }) fails the first case (the connection is never released).
 */
function scriptedPool(failing: string[]) {
  const statements: string[] = [];
  const releases: Array<Error | undefined> = [];
  const connection = {
    query: async (config: { text: string } | string) => {
      const text = typeof config === 'string' ? config : config.text;
      statements.push(text);
      if (failing.includes(text)) throw new Error('Connection terminated unexpectedly');
      return { rows: [], rowCount: 0, fields: [], command: 'SELECT' };
    },
    release: (error?: Error) => releases.push(error),
  };
  // A pg.Pool to drizzle (its pool path), lending only this connection.
  const pool: pg.Pool = Object.assign(Object.create(pg.Pool.prototype) as pg.Pool, { connect: async () => connection });
  return { db: drizzleOnPool(pool), statements, releases };
}

describe('transactions on the pool give their connection back', () => {
  it('a BEGIN that fails: the connection goes back broken (destroyed), and the work never runs', async () => {
    const { db, statements, releases } = scriptedPool(['begin']);
    let ran = false;
    await expect(db.transaction(async () => void (ran = true))).rejects.toThrow();
    expect(ran).toBe(false);
    expect(statements).toEqual(['begin']);
    expect(releases).toHaveLength(1);
    expect(releases[0]).toBeInstanceOf(Error);
  });

  it('work that commits: the connection goes back healthy', async () => {
    const { db, statements, releases } = scriptedPool([]);
    await expect(db.transaction(async (tx) => (await tx.execute(sql`select 1`), 'done'))).resolves.toBe('done');
    expect(statements).toEqual(['begin', 'select 1', 'commit']);
    expect(releases).toEqual([undefined]);
  });

  it('transaction options apply to the transaction', async () => {
    const { db, statements, releases } = scriptedPool([]);
    await db.transaction(async () => 'done', { isolationLevel: 'serializable' });
    expect(statements).toEqual(['begin', 'set transaction isolation level serializable', 'commit']);
    expect(releases).toEqual([undefined]);
  });

  it('work that throws: rolled back, the connection goes back healthy, the caller gets the work’s error', async () => {
    const { db, statements, releases } = scriptedPool([]);
    await expect(db.transaction(async () => Promise.reject(new Error('out of stock')))).rejects.toThrow('out of stock');
    expect(statements).toEqual(['begin', 'rollback']);
    expect(releases).toEqual([undefined]);
  });

  it('a ROLLBACK that fails: the connection is destroyed, and the caller still gets the work’s error', async () => {
    const { db, releases } = scriptedPool(['rollback']);
    await expect(db.transaction(async () => Promise.reject(new Error('out of stock')))).rejects.toThrow('out of stock');
    expect(releases).toHaveLength(1);
    expect(releases[0]).toBeInstanceOf(Error);
  });

  it('a COMMIT that fails: the connection is destroyed and the caller gets the failure', async () => {
    const { db, releases } = scriptedPool(['commit']);
    await expect(db.transaction(async () => 'done')).rejects.toThrow();
    expect(releases).toHaveLength(1);
    expect(releases[0]).toBeInstanceOf(Error);
  });
});
