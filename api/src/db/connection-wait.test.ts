import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cannotReachDatabase, isConnectionWaitTimeout, isDatabaseUnreachable } from './connection-wait';

// A "server" that accepts connections and never answers: a new connection never opens, so the pool stays full.
describe('a connection wait that ran out', () => {
  let silent: net.Server;
  const sockets = new Set<net.Socket>();
  let port = 0;
  beforeAll(async () => {
    silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    port = (silent.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('is recognised in both of pg-pool\'s forms, bare or wrapped as drizzle wraps it', async () => {
    const pool = new pg.Pool({ host: '127.0.0.1', port, user: 'x', database: 'x', max: 1, connectionTimeoutMillis: 100 });
    pool.on('error', () => {});
    // The first query opens the pool's only connection (which never completes); the second waits for it.
    const [opening, waiting] = await Promise.allSettled([pool.query('SELECT 1'), pool.query('SELECT 1')]);
    await pool.end().catch(() => {});
    const errors = [opening, waiting].map((outcome) => (outcome.status === 'rejected' ? (outcome.reason as Error) : undefined));
    expect(errors.map((error) => error?.message)).toEqual(['Connection terminated due to connection timeout', 'timeout exceeded when trying to connect']);
    for (const error of errors) {
      expect(isConnectionWaitTimeout(error)).toBe(true);
      expect(isConnectionWaitTimeout(new Error('Failed query: SELECT 1', { cause: error }))).toBe(true);
    }
  });

  it('is not any other database failure', () => {
    expect(isConnectionWaitTimeout(new Error('connect ECONNREFUSED 127.0.0.1:5432'))).toBe(false);
    expect(isConnectionWaitTimeout(new Error('Failed query: SELECT 1', { cause: new Error('canceling statement due to lock timeout') }))).toBe(false);
    expect(isConnectionWaitTimeout('timeout exceeded when trying to connect')).toBe(false);
    expect(isConnectionWaitTimeout(undefined)).toBe(false);
  });
});

describe('a database that cannot be reached', () => {
  it('is recognised from a refused connection, a cut one, or PostgreSQL shutting down, bare or wrapped', async () => {
    // A port nobody listens on: the real driver's refusal.
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const client = new pg.Client({ host: '127.0.0.1', port, user: 'x', database: 'x' });
    const refused = await client.connect().then(() => undefined, (error: Error) => error);
    expect(isDatabaseUnreachable(refused)).toBe(true);

    const shuttingDown = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    expect(isDatabaseUnreachable(new Error('Failed query: SELECT 1', { cause: shuttingDown }))).toBe(true);
    expect(isDatabaseUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('is a host that cannot be reached at all', () => {
    for (const code of ['ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']) {
      expect(isDatabaseUnreachable(new Error('Failed query: SELECT 1', { cause: Object.assign(new Error(`connect ${code} 10.0.0.5:5432`), { code }) }))).toBe(true);
    }
  });

  it('is not a failure of the query itself', () => {
    expect(isDatabaseUnreachable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnreachable(new Error('canceling statement due to lock timeout'))).toBe(false);
    expect(isDatabaseUnreachable(undefined)).toBe(false);
  });
});

describe('no answer from the database (what a cached read may answer stale)', () => {
  it('is an unreachable database or a connection wait that ran out, and nothing the database answered', () => {
    expect(cannotReachDatabase(new Error('Failed query: SELECT 1', { cause: new Error('timeout exceeded when trying to connect') }))).toBe(true);
    expect(cannotReachDatabase(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(true);
    expect(cannotReachDatabase(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(cannotReachDatabase(Object.assign(new Error('relation "x" does not exist'), { code: '42P01' }))).toBe(false);
    expect(cannotReachDatabase(undefined)).toBe(false);
  });
});
