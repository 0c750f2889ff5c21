import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { staffAuditLog } from '../../db/schema/staff';
import { users } from '../../db/schema/auth';
import { createUserRepository } from '../../modules/auth/user-repository';
import { seedDataDir } from '../../test/seeded-data-dir';
import { testConfig } from '../../test/test-app';
import { channelPath, readChannelFile } from './channel-file';
import { runCommandLine } from './run-command-line';

/** Output of one command line, as the terminal would show it. */
function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { log: (line: string) => out.push(`${line}\n`), error: (line: string) => err.push(`${line}\n`), write: (chunk: string | Uint8Array) => out.push(Buffer.from(chunk).toString()) }, out: () => out.join(''), err: () => err.join('') };
}

// The shop on a real PGlite data directory (what `npm start` holds), and the command line's entry in this process.
describe('npm run staff|orders|… while the shop runs on the embedded database', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'labmall-cli-'));
  // USER names someone else: the audit names the account the command runs as (os.userInfo), not what USER claims.
  const env = { DATA_DIR: dir, DATABASE_URL: '', LOG_LEVEL: 'silent', USER: 'night-shift' };
  let app: FastifyInstance | undefined;
  const run = async (name: 'staff' | 'orders', argv: string[]) => {
    const output = capture();
    const code = await runCommandLine(name, argv, { env, io: output.io, cwd: dir });
    return { code, out: output.out(), err: output.err() };
  };

  beforeAll(async () => {
    await seedDataDir(dir);
    app = await buildApp(testConfig({ DATA_DIR: dir }));
    await app.ready();
    for (const account of ['buyer-cli@lab.test', 'intruder-target@lab.test']) {
      await createUserRepository(app.db).insertIfAbsent({ account, passwordHash: 'x', nickname: 'cli***' });
    }
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('runs the command inside the running shop: its answer printed, the write made once and audited as cli:<user>', async () => {
    const added = await run('staff', ['add', 'buyer-cli@lab.test', '--scope', 'orders']);
    expect(added.err).toBe('');
    expect(added.code).toBe(0);
    expect(added.out).toMatch(/^buyer-cli@lab\.test: orders\nenrolment code \w+/);
    const [row] = await app!.db.select({ id: users.id, scope: users.scope }).from(users).where(eq(users.account, 'buyer-cli@lab.test'));
    expect(row!.scope).toContain('orders');
    const audit = await app!.db.select().from(staffAuditLog).where(eq(staffAuditLog.entityId, String(row!.id)));
    expect(audit.map((r) => [r.action, r.actorAccount, r.actorId])).toEqual([['staff.scope', `cli:${os.userInfo().username}`, null]]);

    const listed = await run('staff', ['list']);
    expect(listed.out).toContain('buyer-cli@lab.test\torders\tenrols at next sign-in');
    expect(listed.err).toMatch(/staff account\(s\)\n$/);
  });

  it('relays a refusal and a usage error with their exit codes', async () => {
    expect(await run('orders', ['ship', 'NO-SUCH-ORDER'])).toMatchObject({ code: 1, out: '', err: expect.stringMatching(/^order NO-SUCH-ORDER: /) as string });
    expect(await run('staff', ['promote'])).toMatchObject({ code: 2, err: expect.stringMatching(/^usage: npm run staff/) as string });
  });

  it('keeps the token to the shop\'s user (mode 0600) and refuses a caller without it', async () => {
    expect(fs.statSync(channelPath(dir)).mode & 0o777).toBe(0o600);
    const { port } = readChannelFile(dir)!;
    const body = JSON.stringify({ command: 'staff', argv: ['add', 'intruder-target@lab.test', '--scope', 'admin'], cwd: dir, user: 'intruder' });
    for (const authorization of [undefined, 'Bearer not-the-token', '']) {
      const response = await fetch(`http://127.0.0.1:${port}/run`, { method: 'POST', headers: { 'content-type': 'application/json', ...(authorization === undefined ? {} : { authorization }) }, body });
      expect(response.status).toBe(401);
    }
    const [target] = await app!.db.select({ scope: users.scope }).from(users).where(eq(users.account, 'intruder-target@lab.test'));
    expect(target!.scope).toEqual(['user']);
    expect(await app!.db.select().from(staffAuditLog).where(eq(staffAuditLog.actorAccount, 'cli:intruder'))).toEqual([]);
  });

  it('with the shop stopped, opens the data directory itself and finds what the shop wrote', async () => {
    await app!.close();
    app = undefined;
    expect(fs.existsSync(channelPath(dir))).toBe(false);
    const listed = await run('staff', ['list']);
    expect(listed.code).toBe(0);
    expect(listed.out).toContain('buyer-cli@lab.test\torders');
  }, 60_000);
});
