/**
 * 4. Fill one replica's connection pool. The fault script locks `sessions` (ACCESS EXCLUSIVE) from its own
 * connection, which every signed-in request reads first; then more signed-in requests than the pool has
 * connections go straight to one replica. As many as the pool holds wait on the lock, each holding a connection;
 * the others must get 503 with Retry-After within DATABASE_POOL_WAIT (not hang), in the request's language. Once
 * the lock is released, the waiting ones are answered 200 and the replica serves as before.
 */
import type { FaultContext, ScenarioOutcome } from './fault-context';
import { waitFor } from './poll';
import { connectionsLentOut, LEAK_WAIT_MS, isReady, metric, replicaBase } from './replica-probes';
import { call, type Answer } from './shop-client';

/** Beyond the pool: these must be the quick 503s. */
const EXTRA = 6;
/** Scheduling slack on two shared cores: still far below "hangs until the client gives up". */
const MARGIN_MS = 1_500;
const UNAVAILABLE = { en: 'Service temporarily unavailable, please try again later', 'zh-CN': '服务暂不可用，请稍后重试' } as const;

export async function fillConnectionPool(context: FaultContext): Promise<ScenarioOutcome> {
  const replica = context.topology.replicas[0]!;
  const base = replicaBase(replica);
  const poolSize = await metric(replica, 'db_pool_connections', { state: 'max' });
  if (poolSize < 1) throw new Error(`replica 1 reports no connection pool in /metrics (db_pool_connections{state="max"})`);
  const failures: string[] = [];
  // At rest every connection is back in the pool: one still lent out after the earlier faults is a leak. CI found
  // one here twice: drizzle's transaction kept a connection whose BEGIN failed after the PostgreSQL restart (fixed
  // by api/src/db/pool-session.ts). A failure names what each busy connection runs, or says that PostgreSQL does
  // not see the one lent out.
  await waitFor('every pooled connection back in the pool (none leaked by the earlier faults)', async () => (await connectionsLentOut(replica)) === 0, LEAK_WAIT_MS, 100).catch(
    async (error: Error) => {
      throw new Error(`${error.message}; ${await describeConnections(context)}`);
    },
  );
  const answered: Array<{ answer: Answer; ms: number; language: keyof typeof UNAVAILABLE }> = [];
  let lost = 0;

  const locker = await context.db.connect();
  let requests: Array<Promise<void>> = [];
  let busy: typeof answered = [];
  try {
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE sessions IN ACCESS EXCLUSIVE MODE');
    const started = Date.now();
    requests = Array.from({ length: poolSize + EXTRA }, async (_, i) => {
      const language = i % 2 === 0 ? 'en' : 'zh-CN';
      const token = context.buyers[i % context.buyers.length]!.token;
      try {
        const answer = await call(base, 'GET', '/api/auth/user', { token, headers: { 'accept-language': language }, timeoutMs: 30_000 });
        answered.push({ answer, ms: Date.now() - started, language });
      } catch {
        lost += 1; // no answer at all within 30 s
      }
    });
    await waitFor('the requests beyond the pool answered', () => answered.length >= EXTRA, context.poolWaitMs + MARGIN_MS, 20);
    busy = [...answered];
  } finally {
    await locker.query('ROLLBACK').catch(() => {});
    locker.release();
  }
  for (const { answer, ms, language } of busy) {
    const envelope = answer.body && { code: answer.body.code, message: answer.body.message };
    const right = answer.status === 503 && answer.retryAfter !== null && envelope?.code === 503 && envelope.message === UNAVAILABLE[language];
    if (!right || ms > context.poolWaitMs + MARGIN_MS) failures.push(`a busy answer: HTTP ${answer.status}, Retry-After ${answer.retryAfter}, ${JSON.stringify(envelope)} after ${ms} ms`);
  }
  await Promise.all(requests);
  // The rest held a connection, waiting on the lock: answered only now (a background job may have held one more).
  const held = answered.slice(busy.length);
  const servedAfter = held.filter(({ answer }) => answer.status === 200).length;
  if (servedAfter !== held.length || held.length < poolSize - 1) failures.push(`${servedAfter} of ${held.length} requests holding a connection answered 200 after the lock was released`);
  if (lost) failures.push(`${lost} request(s) got no answer at all`);
  const again = await call(base, 'GET', '/api/auth/user', { token: context.buyers[0]!.token });
  if (again.status !== 200 || !(await isReady(replica))) failures.push(`the replica did not serve again after the lock was released (HTTP ${again.status})`);
  const slowest = Math.max(...busy.map(({ ms }) => ms));
  return {
    lines: [
      `sent ${poolSize + EXTRA} signed-in requests to replica 1 (pool of ${poolSize}, DATABASE_POOL_WAIT ${context.poolWaitMs / 1000} s) with sessions locked:`,
      `${busy.filter(({ answer }) => answer.status === 503).length} answered 503 + Retry-After ${busy[0]?.answer.retryAfter} within ${(slowest / 1000).toFixed(1)} s (en and zh messages),`,
      `${servedAfter} held a connection and answered 200 once the lock was released; lost ${lost}; then served 200 again`,
    ],
    failures,
  };
}

/** What the shop's connections are doing (PostgreSQL's own view): names the query a leaked connection is stuck on. */
async function describeConnections(context: FaultContext): Promise<string> {
  const { rows } = await context.db.query<{ app: string; port: number; state: string; wait: string | null; age: string; query: string }>(
    `SELECT application_name AS app, client_port AS port, state, wait_event_type || ':' || wait_event AS wait,
            round(extract(epoch FROM now() - coalesce(xact_start, state_change)))::text || ' s' AS age, left(query, 120) AS query
       FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND state <> 'idle'`,
  );
  if (rows.length) return `busy connections: ${rows.map((r) => `[${r.app}:${r.port} ${r.state} ${r.wait ?? ''} ${r.age}] ${r.query}`).join(' | ')}`;
  return 'every shop connection is idle in PostgreSQL: the replica holds one lent out without using it';
}
