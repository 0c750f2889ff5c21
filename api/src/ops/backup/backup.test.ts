import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { secretsFileOf } from '../../config-secrets';
import { users } from '../../db/schema/auth';
import { createUserRepository } from '../../modules/auth/user-repository';
import { databaseUrl, onServer } from '../../test/database-templates';
import { seedDataDir } from '../../test/seeded-data-dir';
import { buildTestApp, testConfig } from '../../test/test-app';
import { runCommandLine } from '../cli/run-command-line';
import { createBackup } from './create-backup';
import { restoreBackup } from './restore-backup';

const temp = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `labmall-${name}-`));
const addUser = (app: FastifyInstance, account: string) => createUserRepository(app.db).insertIfAbsent({ account, passwordHash: 'x', nickname: 'bk***' });
const accountsOf = async (app: FastifyInstance, ...accounts: string[]) => {
  const found: string[] = [];
  for (const account of accounts) if ((await app.db.select().from(users).where(eq(users.account, account))).length) found.push(account);
  return found;
};

/** A copy of `archive` whose file `inside` was changed after the manifest was written. */
function tampered(archive: string, inside: string): string {
  const dir = temp('tamper');
  execFileSync('tar', ['-xzf', archive, '-C', dir]);
  fs.appendFileSync(path.join(dir, inside), 'x');
  const copy = path.join(temp('tampered'), 'copy.tar.gz');
  execFileSync('tar', ['-czf', copy, '-C', dir, '.']);
  return copy;
}

// The embedded shop as `npm start` runs it: the backup is taken by the running shop, through its command channel.
describe('npm run backup and npm run restore on the embedded database', () => {
  const dir = temp('backup-data');
  const mfDir = temp('backup-mf');
  const backups = temp('backups');
  const env = { DATA_DIR: dir, MF_DIR: mfDir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
  let app: FastifyInstance | undefined;
  let archive = '';

  beforeAll(async () => {
    await seedDataDir(dir);
    fs.writeFileSync(path.join(mfDir, 'manifest.json'), '{"remotes":{}}\n');
    app = await buildApp(testConfig(env));
    await app.ready();
    await addUser(app, 'before-backup@lab.test');
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    for (const folder of [dir, mfDir, backups]) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('writes one archive through the running shop, with a manifest of versions and checksums', async () => {
    const out: string[] = [];
    const err: string[] = [];
    // The shop's answer comes back whole, as the bytes a terminal would show.
    const io = { log: (line: string) => out.push(`${line}\n`), error: (line: string) => err.push(line), write: (chunk: string | Uint8Array) => out.push(Buffer.from(chunk).toString()) };
    expect(await runCommandLine('backup', ['--to', backups], { env, io, cwd: dir })).toBe(0);
    archive = out.join('').trim();
    expect(path.dirname(archive)).toBe(backups);
    expect(path.basename(archive)).toMatch(/^labmall-\d{8}-\d{6}\.tar\.gz$/);
    expect(err.join('\n')).toMatch(/^backup written in [\d.]+ s: [\d.]+ MB, 3 files, pglite database at migration \d+/);
    const listing = execFileSync('tar', ['-tzf', archive]).toString();
    for (const file of ['manifest.json', 'database.pglite.tar', 'secrets.json', 'mf/manifest.json']) expect(listing).toContain(file);
    await addUser(app!, 'after-backup@lab.test');
  });

  it('refuses to restore over the live shop, or into a folder that holds a database; nothing written', async () => {
    await expect(restoreBackup(archive, testConfig(env))).rejects.toThrow(/in use by a running shop/);
    await app!.close();
    app = undefined;
    await expect(restoreBackup(archive, testConfig(env))).rejects.toThrow(/already holds a database/);
  });

  it('restores into an empty folder: the data at the backup, the keys and the remote deployments', async () => {
    const target = temp('restored');
    const targetMf = temp('restored-mf');
    try {
      const config = testConfig({ ...env, DATA_DIR: path.join(target, 'data'), MF_DIR: targetMf });
      const { manifest } = await restoreBackup(archive, config);
      expect(manifest.database.kind).toBe('pglite');
      expect(fs.readFileSync(secretsFileOf(config.dataDir), 'utf8')).toBe(fs.readFileSync(secretsFileOf(dir), 'utf8'));
      expect(fs.readFileSync(path.join(targetMf, 'manifest.json'), 'utf8')).toBe('{"remotes":{}}\n');
      const restored = await buildApp(config);
      try {
        expect(await accountsOf(restored, 'before-backup@lab.test', 'after-backup@lab.test')).toEqual(['before-backup@lab.test']);
        expect((await restored.inject({ url: '/api/productcategory/category' })).json().data).toHaveLength(14);
      } finally {
        await restored.close();
      }
    } finally {
      fs.rmSync(target, { recursive: true, force: true });
      fs.rmSync(targetMf, { recursive: true, force: true });
    }
  });

  it('refuses a damaged archive: a changed file, a cut one, or no archive at all', async () => {
    const empty = testConfig({ ...env, DATA_DIR: path.join(temp('never'), 'data') });
    await expect(restoreBackup(tampered(archive, 'database.pglite.tar'), empty)).rejects.toThrow(/not whole; nothing was restored:\n {2}database\.pglite\.tar: \d+ bytes, the manifest says \d+/);
    const cut = path.join(temp('cut'), 'cut.tar.gz');
    fs.writeFileSync(cut, fs.readFileSync(archive).subarray(0, 4096));
    await expect(restoreBackup(cut, empty)).rejects.toThrow(/cannot be unpacked/);
    await expect(restoreBackup(path.join(backups, 'none.tar.gz'), empty)).rejects.toThrow(/no such file/);
    expect(fs.existsSync(path.join(empty.dataDir, 'pglite'))).toBe(false);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('backup and restore on PostgreSQL (pg_dump, pg_restore)', () => {
  const serverUrl = process.env.DATABASE_URL ?? '';
  const backups = temp('pg-backups');
  const emptyName = `labmall_restore_${randomBytes(5).toString('hex')}`;
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp('postgres');
    await onServer(serverUrl, `CREATE DATABASE ${emptyName}`);
  });
  afterAll(async () => {
    await t?.close();
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${emptyName} WITH (FORCE)`);
    fs.rmSync(backups, { recursive: true, force: true });
  });

  it('dumps the live database, refuses a target with tables, and restores into an empty one', async () => {
    await addUser(t.app, 'pg-before@lab.test');
    const { file, manifest } = await createBackup(t.app.db, t.config, { to: backups });
    expect(manifest.database).toMatchObject({ kind: 'postgres', serverVersion: expect.stringMatching(/^\d+/) as string });
    expect(manifest.files.map((f) => f.path)).toContain('database.pgdump');
    await addUser(t.app, 'pg-after@lab.test');

    await expect(restoreBackup(file, t.config)).rejects.toThrow(/already holds \d+ table\(s\)/);
    await expect(restoreBackup(file, testConfig({ MF_DIR: temp('pg-mf') }))).rejects.toThrow(/set DATABASE_URL/);
    const target = databaseUrl(serverUrl, emptyName);
    await restoreBackup(file, testConfig({ DATABASE_URL: target, MF_DIR: temp('pg-mf') }));
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    try {
      const { rows } = await client.query<{ account: string }>("SELECT account FROM users WHERE account LIKE 'pg-%@lab.test' ORDER BY account");
      expect(rows.map((r) => r.account)).toEqual(['pg-before@lab.test']);
      const { rows: categories } = await client.query<{ count: number }>('SELECT count(*)::int AS count FROM categories');
      expect(categories[0]!.count).toBeGreaterThan(14);
    } finally {
      await client.end();
    }
  });
});
