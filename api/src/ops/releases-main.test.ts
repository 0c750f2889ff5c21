import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../../rspack.base';
import { buildApp } from '../app';
import { staffAuditLog } from '../db/schema/staff';
import { releaseArchive } from '../modules/remote-releases/release-fixture';
import { seedDataDir } from '../test/seeded-data-dir';
import { testConfig } from '../test/test-app';
import { runCommandLine } from './cli/run-command-line';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { log: (line: string) => out.push(`${line}\n`), error: (line: string) => err.push(`${line}\n`), write: (chunk: string | Uint8Array) => out.push(Buffer.from(chunk).toString()) }, out: () => out.join(''), err: () => err.join('') };
}

/** `npm run mf -- …` itself, as the operator types it, in its own process (not with vitest's environment: SSR=1). */
function npmRunMf(argv: string[], env: Record<string, string>): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/mf-cli.ts', ...argv], { cwd: ROOT_DIR, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, out, err }));
  });
}

const KEY = /^mfk_mf_help_service_[\w-]{43}$/;

// The shop on a real PGlite data directory and a version folder of its own (what `npm start` holds); the command
// line is given neither the shop's MF_DIR nor its database: what it prints can only come from the shop.
describe('npm run mf -- key|status while the shop runs on the embedded database', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'labmall-mf-cli-'));
  const mfDir = fs.mkdtempSync(path.join(os.tmpdir(), 'labmall-mf-cli-versions-'));
  // USER names someone else: key rotations are audited as the account the command runs as (os.userInfo).
  const env = { DATA_DIR: dir, DATABASE_URL: '', LOG_LEVEL: 'silent', USER: 'release-manager' };
  const actor = `cli:${os.userInfo().username}`;
  const rotatedBy = (prefix: string) => new RegExp(`${prefix} key rotated \\S+ by ${actor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm');
  let app: FastifyInstance | undefined;
  let firstKey = '';
  const run = async (argv: string[], extraEnv: Record<string, string> = {}) => {
    const output = capture();
    const code = await runCommandLine('mf', argv, { env: { ...env, ...extraEnv }, io: output.io, cwd: dir });
    return { code, out: output.out(), err: output.err() };
  };
  const publish = (key: string, version: string) => app!.inject({
    method: 'POST', url: '/api/backoffice/releases/publish', payload: releaseArchive({ remote: 'mf_help_service', version }),
    headers: { 'content-type': 'application/gzip', 'x-publish-key': key },
  });

  beforeAll(async () => {
    await seedDataDir(dir);
    app = await buildApp(testConfig({ DATA_DIR: dir, MF_DIR: mfDir }));
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(mfDir, { recursive: true, force: true });
  });

  it('key: the shop makes the key, the command line prints it once, and it publishes; audited as cli:<user>', async () => {
    const made = await run(['key', 'mf_help_service']);
    expect(made.code, made.err).toBe(0);
    expect(made.err).toMatch(/^the publishing key of mf_help_service \(shown once/);
    firstKey = made.out.trim();
    expect(firstKey).toMatch(KEY);
    const published = await publish(firstKey, '9.4.0');
    expect(published.statusCode, published.body).toBe(200);
    expect(fs.existsSync(path.join(mfDir, 'mf_help_service', '9.4.0', 'mf-manifest.json'))).toBe(true);
    const audit = await app!.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'release.key.rotate'));
    expect(audit.map((row) => [row.entityId, row.actorAccount])).toEqual([['mf_help_service', actor]]);
  });

  it('status: prints the shop\'s versions, gates, key and history', async () => {
    const status = await run(['status']);
    expect(status.code, status.err).toBe(0);
    const lines = status.out.split('\n');
    const at = lines.findIndex((line) => line.startsWith('mf_help_service  live '));
    expect(lines[at]).toMatch(rotatedBy(''));
    expect(lines.slice(at + 1).find((line) => line.includes('9.4.0 '))).toMatch(/published \S+ by key:mf_help_service {2}(\w+ ok(, | {2}))+no page loads, 0 SSR failures/);
    expect(lines.slice(at + 1).find((line) => line.includes(' release '))).toMatch(/release +- → 9\.4\.0 {2}key:mf_help_service$/);
  });

  it('refuses an unknown remote and a missing one without reaching the database', async () => {
    expect(await run(['key', 'mf_nowhere'])).toMatchObject({ code: 1, out: '', err: expect.stringMatching(/^unknown remote "mf_nowhere" \(mf_catalog, /) as string });
    expect(await run(['key'])).toMatchObject({ code: 2, err: 'usage: npm run mf -- key <remote> | status\n' });
  });

  it('`npm run mf -- key <folder>` in its own process rotates the key through the shop: the old key stops publishing', async () => {
    const made = await npmRunMf(['key', 'mf-help-service'], env);
    expect(made.code, made.err).toBe(0);
    const key = made.out.trim();
    expect(key).toMatch(KEY);
    expect(key).not.toBe(firstKey);
    expect((await publish(firstKey, '9.4.1')).statusCode).toBe(401);
    expect((await publish(key, '9.4.1')).statusCode).toBe(200);
  }, 60_000);

  it('with the shop stopped, status opens the data directory itself and shows what the shop wrote', async () => {
    await app!.close();
    app = undefined;
    const status = await run(['status'], { MF_DIR: mfDir });
    expect(status.code, status.err).toBe(0);
    expect(status.out).toMatch(rotatedBy('^mf_help_service {2}live .*'));
    expect(status.out).toMatch(/^ {2}9\.4\.1 +published \S+ by key:mf_help_service /m);
  }, 60_000);
});
