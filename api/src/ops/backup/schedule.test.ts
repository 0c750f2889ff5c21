import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupRuns } from '../../db/schema/backups';
import { staffSession } from '../../test/staff-session';
import { buildTestApp, drivers, testConfig, type TestApp } from '../../test/test-app';
import { archiveNameAt } from './create-backup';
import { startBackupSchedule } from './schedule';

/** Polls `probe` until it answers something other than undefined (30 s at most). */
async function until<T>(probe: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('timed out');
}

describe.each(drivers)('the scheduled backup (%s)', (driver) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'labmall-scheduled-'));
  let t: TestApp;
  let admin = '';
  const schedulers: FastifyInstance[] = [];

  beforeAll(async () => {
    t = await buildTestApp(driver);
    admin = (await staffSession(t.app, 'admin')).token;
  });
  afterAll(async () => {
    for (const scheduler of schedulers) await scheduler.close();
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A replica's schedule on the test app's database, its clock at `now()`, looking every 20 ms. */
  const rounds: string[][] = [];
  async function replica(now: () => Date) {
    const mine: string[] = [];
    rounds.push(mine);
    const scheduler = Fastify({ logger: false });
    scheduler.decorate('database', t.app.database);
    scheduler.decorate('db', t.app.db);
    const config = { ...t.config, backup: { ...testConfig({ BACKUP_DIR: dir, BACKUP_SCHEDULE: '6h' }).backup, keepDaily: 2, keepWeekly: 0 } };
    startBackupSchedule(scheduler, config, { now, tickMs: 20, onRound: (outcome) => mine.push(outcome) });
    await scheduler.ready();
    schedulers.push(scheduler);
  }

  it('is taken once per slot by one of two replicas, recorded, pruned by the keep rule, and shown in /metrics and to admin', async () => {
    const before = await t.app.inject({ url: '/api/backoffice/dashboard/backups', headers: { authorization: `Bearer ${admin}` } });
    expect(before.json().data).toMatchObject({ lastSuccess: null });
    // Old archives of three days: the rule (2 daily) keeps yesterday's and the new one, and lets the rest go.
    const old = [1, 2, 3].map((days) => archiveNameAt(new Date(Date.now() - days * 86_400_000)));
    for (const name of old) fs.writeFileSync(path.join(dir, name), 'old');
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'not an archive');

    // The replicas started before the slot; their clocks reach it together. On PGlite one process holds the
    // database, so there is one replica; on PostgreSQL two, and the advisory lock lets one take the slot.
    let clock = Date.now();
    await replica(() => new Date(clock));
    if (driver === 'postgres') await replica(() => new Date(clock));
    clock += 6 * 3_600_000;
    const written = await until(async () => {
      const rows = await t.app.db.select().from(backupRuns);
      return rows.some((row) => row.ok) ? rows : undefined;
    });
    // Every replica looked again after the backup was written, found the slot taken and waits for the next one.
    await until(async () => (rounds.every((mine) => mine.at(-1) === 'not-due' && mine.length > 1) ? true : undefined));
    const rows = await t.app.db.select().from(backupRuns);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ok: true, trigger: 'schedule', error: null });
    expect(written[0]!.sizeBytes).toBe(fs.statSync(written[0]!.file!).size);
    expect(fs.readdirSync(dir).sort()).toEqual([path.basename(written[0]!.file!), old[0]!, 'notes.txt'].sort());

    const metrics = (await t.app.inject({ url: '/metrics' })).body;
    expect(metrics).toContain(`backup_last_size_bytes ${written[0]!.sizeBytes}`);
    expect(metrics).toContain('backup_runs_total{result="ok"} 1');
    expect(metrics).toMatch(/backup_last_success_timestamp_seconds \d+/);
    const card = await t.app.inject({ url: '/api/backoffice/dashboard/backups', headers: { authorization: `Bearer ${admin}` } });
    expect(card.json().data).toMatchObject({ lastSuccess: { sizeBytes: written[0]!.sizeBytes }, lastFailure: null });
    const shopper = await staffSession(t.app, 'orders');
    expect((await t.app.inject({ url: '/api/backoffice/dashboard/backups', headers: { authorization: `Bearer ${shopper.token}` } })).statusCode).toBe(403);
  });
});
