import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isConnectionWaitTimeout } from './connection-wait';

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
