import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { Db } from '../../db/types';
import { runCommand } from '../../ops/cli/commands';
import { actorOf, bufferIo } from '../../ops/cli/context';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import { createProduct } from '../cart/test-catalogue';
import { shopper } from '../orders/order-kit';
import { pruneTable } from './prune';
import { runRetentionRound } from './round';
import { KEPT_FOREVER, PRUNE_TARGETS } from './targets';

const DAY = 86_400_000;
const now = new Date();
const ago = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
const ahead = (days: number) => new Date(now.getTime() + days * DAY).toISOString();

const rowsOf = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const countOf = async (db: Db, table: string) =>
  (await rowsOf<{ n: number }>(db, sql`SELECT count(*)::integer AS n FROM ${sql.identifier(table)}`))[0]!.n;
/** The values of `column` of `table` left, as text, sorted. */
const left = async (db: Db, table: string, column: string) =>
  (await rowsOf<{ v: string }>(db, sql`SELECT ${sql.identifier(column)}::text AS v FROM ${sql.identifier(table)} ORDER BY 1`)).map((row) => row.v);

async function newUser(db: Db, label: string): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(db, sql`
    INSERT INTO users (account, password_hash, nickname) VALUES (${`${label}.${randomUUID()}@retention.example`}, 'x', ${label}) RETURNING id`);
  return row!.id;
}

const round = (t: TestApp, at = now) => runRetentionRound(t.app.db, t.config.retention, at, { pauseMs: 0 });

describe.each(drivers)('retention pruning on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(driver, { env: { RETENTION: 'off' } });
  });
  afterAll(() => t?.close());

  it('sessions: ended (expired or revoked) over 30 days ago go with their tokens; live and recently ended ones stay', async () => {
    const db = t.app.db;
    const user = await newUser(db, 'sessions');
    const sessions = { expiredLong: randomUUID(), expiredRecently: randomUUID(), revokedLong: randomUUID(), live: randomUUID() };
    await db.execute(sql`INSERT INTO sessions (id, user_id, expires_at, revoked_at) VALUES
      (${sessions.expiredLong}, ${user}, ${ago(31)}, NULL), (${sessions.expiredRecently}, ${user}, ${ago(29)}, NULL),
      (${sessions.revokedLong}, ${user}, ${ahead(5)}, ${ago(31)}), (${sessions.live}, ${user}, ${ahead(5)}, NULL)`);
    await db.execute(sql`INSERT INTO refresh_tokens (session_id, token_hash, expires_at) VALUES (${sessions.revokedLong}, ${randomUUID()}, ${ahead(5)})`);
    await round(t);
    const kept = (await rowsOf<{ id: string }>(db, sql`SELECT id::text AS id FROM sessions WHERE user_id = ${user} ORDER BY id`)).map((r) => r.id);
    expect(kept).toEqual([sessions.expiredRecently, sessions.live].sort());
    expect(await rowsOf(db, sql`SELECT 1 FROM refresh_tokens WHERE session_id = ${sessions.revokedLong}`)).toEqual([]);
  });

  it('access and refresh tokens, reset links, staff challenges and enrolment codes: a week after they expired (or were used)', async () => {
    const db = t.app.db;
    const user = await newUser(db, 'tokens');
    const other = await newUser(db, 'tokens2');
    const session = randomUUID();
    await db.execute(sql`INSERT INTO sessions (id, user_id, expires_at) VALUES (${session}, ${user}, ${ahead(30)})`);
    for (const table of ['access_tokens', 'refresh_tokens']) {
      await db.execute(sql`INSERT INTO ${sql.identifier(table)} (session_id, token_hash, expires_at) VALUES
        (${session}, ${`${table}-old`}, ${ago(8)}), (${session}, ${`${table}-recent`}, ${ago(6)}), (${session}, ${`${table}-live`}, ${ahead(1)})`);
    }
    await db.execute(sql`UPDATE refresh_tokens SET used_at = ${ago(20)} WHERE token_hash = 'refresh_tokens-live'`);
    await db.execute(sql`INSERT INTO password_reset_tokens (user_id, token_hash, expires_at, used_at) VALUES
      (${user}, 'reset-old', ${ago(8)}, NULL), (${user}, 'reset-used-long-ago', ${ahead(1)}, ${ago(8)}), (${user}, 'reset-recent', ${ago(6)}, ${ago(6)})`);
    await db.execute(sql`INSERT INTO staff_login_challenges (user_id, token_hash, step, expires_at) VALUES
      (${user}, 'challenge-old', 'verify', ${ago(8)}), (${user}, 'challenge-recent', 'verify', ${ago(6)})`);
    await db.execute(sql`INSERT INTO staff_enrolment_codes (user_id, code_hash, expires_at) VALUES (${user}, 'code-old', ${ago(8)}), (${other}, 'code-recent', ${ago(6)})`);
    const report = await round(t);
    expect(report.pruned.access_tokens).toBeGreaterThanOrEqual(1);
    expect(await left(db, 'access_tokens', 'token_hash')).toEqual(expect.arrayContaining(['access_tokens-live', 'access_tokens-recent']));
    expect(await left(db, 'access_tokens', 'token_hash')).not.toContain('access_tokens-old');
    // A used refresh token stays until it expires: presenting it again is how reuse is noticed.
    expect(await left(db, 'refresh_tokens', 'token_hash')).toEqual(expect.arrayContaining(['refresh_tokens-live', 'refresh_tokens-recent']));
    expect(await left(db, 'refresh_tokens', 'token_hash')).not.toContain('refresh_tokens-old');
    expect(await left(db, 'password_reset_tokens', 'token_hash')).toEqual(['reset-recent']);
    expect(await left(db, 'staff_login_challenges', 'token_hash')).toEqual(['challenge-recent']);
    expect(await left(db, 'staff_enrolment_codes', 'code_hash')).toEqual(['code-recent']);
  });

  it('mail: sent 30 days ago and failed 180 days ago go; waiting mail stays however old', async () => {
    const db = t.app.db;
    const mail = (recipient: string, created: string, sent: string | null, failed: string | null) =>
      sql`(${'orderPaid'}, ${recipient}, 'en', '{}'::jsonb, ${created}, ${sent}, ${failed})`;
    await db.execute(sql`INSERT INTO mail_outbox (template, recipient, lang, data, created_at, sent_at, failed_at) VALUES
      ${mail('sent-old@x', ago(40), ago(31), null)}, ${mail('sent-recent@x', ago(40), ago(29), null)},
      ${mail('failed-old@x', ago(200), null, ago(181))}, ${mail('failed-recent@x', ago(200), null, ago(31))},
      ${mail('waiting@x', ago(400), null, null)}`);
    await db.execute(sql`INSERT INTO local_mailbox (outbox_id, recipient, subject, text, html, created_at) VALUES
      (900001, 'old@x', 's', 't', 'h', ${ago(31)}), (900002, 'recent@x', 's', 't', 'h', ${ago(29)})`);
    await round(t);
    expect(await left(db, 'mail_outbox', 'recipient')).toEqual(['failed-recent@x', 'sent-recent@x', 'waiting@x']);
    // Only the two rows written here: the app's mail worker may deliver `waiting@x` into the mailbox meanwhile.
    const seeded = await rowsOf<{ recipient: string }>(db, sql`SELECT recipient FROM local_mailbox WHERE outbox_id IN (900001, 900002)`);
    expect(seeded.map((row) => row.recipient)).toEqual(['recent@x']);
  });

  it('idempotency keys of order creation go after a week; the orders stay', async () => {
    const db = t.app.db;
    const buyer = await shopper(t.app);
    const { skus } = await createProduct(t.app, [{ price: 1_000, stock: 10 }]);
    const keys = { old: randomUUID(), recent: randomUUID() };
    for (const key of [keys.old, keys.recent]) {
      const created = await buyer.create(await buyer.orderBody([{ skuId: skus[0]!.id, quantity: 1 }]), key);
      expect(created.statusCode).toBe(200);
    }
    await db.execute(sql`UPDATE order_requests SET created_at = ${ago(8)} WHERE user_id = ${buyer.userId} AND key = ${keys.old}`);
    await db.execute(sql`UPDATE order_requests SET created_at = ${ago(6)} WHERE user_id = ${buyer.userId} AND key = ${keys.recent}`);
    await round(t);
    expect((await rowsOf<{ key: string }>(db, sql`SELECT key FROM order_requests WHERE user_id = ${buyer.userId}`)).map((r) => r.key)).toEqual([keys.recent]);
    expect(await rowsOf(db, sql`SELECT id FROM orders WHERE user_id = ${buyer.userId}`)).toHaveLength(2);
  });

  it('catalogue import checks go a day after they expired', async () => {
    const db = t.app.db;
    const check = (name: string, expires: string) => sql`(${name}, 1, 0, 0, 0, 0, 'v', '\\x00'::bytea, ${expires})`;
    await db.execute(sql`INSERT INTO catalogue_imports (file_name, rows, creates, updates, unchanged, refused, catalogue_version, plan, expires_at) VALUES
      ${check('old.xlsx', ago(2))}, ${check('recent.xlsx', ago(0.5))}, ${check('live.xlsx', ahead(1))}`);
    await round(t);
    expect(await left(db, 'catalogue_imports', 'file_name')).toEqual(['live.xlsx', 'recent.xlsx']);
  });

  it('deletes in batches, never more than a round allows, and the next round goes on', async () => {
    const db = t.app.db;
    await db.execute(sql`INSERT INTO local_mailbox (outbox_id, recipient, subject, text, html, created_at)
      SELECT 1000000 + n, 'bulk@x', 's', 't', 'h', ${ago(60)} FROM generate_series(1, 2345) AS n`);
    const target = PRUNE_TARGETS.find((x) => x.table === 'local_mailbox')!;
    const due = sql`recipient = 'bulk@x'`;
    const batches: number[] = [];
    const options = { batchSize: 1_000, maxRowsPerTable: 1_500, pauseMs: 0, onBatch: (_table: string, n: number) => batches.push(n) };
    expect(await pruneTable(db, target, due, options)).toBe(1_500);
    expect(batches).toEqual([1_000, 500]);
    expect(await pruneTable(db, target, due, options)).toBe(845);
    expect(batches).toEqual([1_000, 500, 845]);
  });

  it('shows the rows pruned by table in /metrics', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.body).toMatch(/retention_rows_pruned_total\{table="local_mailbox"\} [1-9]/);
    expect(res.body).toContain('analytics_rollup_days_total');
  });

  it('npm run retention runs a round and says what it pruned', async () => {
    await t.app.db.execute(sql`INSERT INTO local_mailbox (outbox_id, recipient, subject, text, html, created_at) VALUES (990001, 'cli@x', 's', 't', 'h', ${ago(31)})`);
    const out = bufferIo();
    const code = await runCommand('retention', [], { io: out.io, cwd: process.cwd(), actor: actorOf('test'), withDatabase: (work) => work(t.app.db, t.config) });
    expect(out.stderr()).toBe('');
    expect(code).toBe(0);
    expect(out.stdout().toString()).toMatch(/pruned local_mailbox: 1\n/);
  });

  it('never touches the audit log, the stock movements or the points ledger, whatever the periods', async () => {
    const db = t.app.db;
    expect(PRUNE_TARGETS.map((x) => x.table).filter((table) => KEPT_FOREVER.includes(table))).toEqual([]);
    await db.execute(sql`INSERT INTO staff_audit_log (at, actor_account, action, entity, entity_id) VALUES (${ago(20 * 365)}, 'cli:test', 'test.old', 'test', '1')`);
    const ledgers = ['staff_audit_log', 'stock_movements', 'points_ledger'];
    const before = await Promise.all(ledgers.map((table) => countOf(db, table)));
    expect(before[0]).toBeGreaterThan(0);
    const shortest = loadConfig({ DATA_DIR: ':memory:', RETAIN_ANALYTICS_RAW: '1d', RETAIN_ENDED_SESSIONS: '0d', RETAIN_EXPIRED_TOKENS: '0d', RETAIN_SENT_MAIL: '1d',
      RETAIN_FAILED_MAIL: '1d', RETAIN_IDEMPOTENCY_KEYS: '1d', RETAIN_IMPORT_CHECKS: '0d' }).retention;
    await runRetentionRound(db, shortest, new Date(now.getTime() + 30 * 365 * DAY), { pauseMs: 0 });
    expect(await Promise.all(ledgers.map((table) => countOf(db, table)))).toEqual(before);
  });
});
