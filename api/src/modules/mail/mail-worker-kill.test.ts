import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import { CLAIM_LEASE_MS, createMailWorker } from './mail-worker';
import { smtpTransport } from './mail-transport';
import { enqueueMail } from './outbox';

/** An SMTP server that, with `stallFirst`, leaves the first message hanging (as a relay that stalls); it takes the others. */
async function stallingSmtp({ stallFirst }: { stallFirst: boolean }) {
  const completed: string[] = [];
  let stalled: () => void = () => {};
  const firstDataStarted = new Promise<void>((resolve) => (stalled = resolve));
  let seen = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      seen += 1;
      const hang = stallFirst && seen === 1;
      stream.on('data', () => {});
      stream.on('end', () => {
        if (hang) return stalled(); // never answered: the sender waits until it is killed
        completed.push(...session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, completed, firstDataStarted, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

// A worker killed with SIGKILL while sending: another process's database (PostgreSQL; PGlite is one process).
describe.runIf(drivers.includes('postgres'))('the mail outbox with worker processes (replicas), one killed (kill -9) mid-send', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof stallingSmtp>>;
  beforeAll(async () => {
    smtp = await stallingSmtp({ stallFirst: true });
    t = await buildTestApp('postgres', { env: { MAIL_WORKER: 'off' } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('delivers the mail once, by another worker, after the dead one’s lease', async () => {
    const to = `killed.${process.pid}@lab.example`;
    await enqueueMail(t.app.db, { template: 'orderShipped', to, lang: 'en', data: { orderNo: 'LMKILL1', trackingNo: 'SF1' } });
    const now = new Date(Date.now() + 1000);
    const { child, output, exited } = workerProcess(t.config.databaseUrl, smtp.url, now);

    await smtp.firstDataStarted; // it has claimed the row and is in the middle of sending it
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    expect(output()).not.toContain('done');
    const [claimed] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to));
    expect(claimed).toMatchObject({ attempts: 1, sentAt: null });
    expect(claimed!.claimToken).not.toBeNull();

    const survivor = createMailWorker({ db: t.app.db, transport: smtpTransport(smtp.url, 'shop@lab.example'), origin: 'https://shop.example', maxAttempts: 3 });
    expect(await survivor.runOnce(new Date(now.getTime() + CLAIM_LEASE_MS - 1000))).toMatchObject({ sent: 0 }); // still leased
    expect(await survivor.runOnce(new Date(now.getTime() + CLAIM_LEASE_MS + 1000))).toMatchObject({ sent: 1 });
    expect(smtp.completed.filter((address) => address === to)).toEqual([to]);
    const [row] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to));
    expect(row).toMatchObject({ attempts: 2, claimToken: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
  }, 60_000);

  it('delivers each of 40 mails once when two worker processes run their rounds at the same time', async () => {
    const sink = await stallingSmtp({ stallFirst: false });
    try {
      const to = Array.from({ length: 40 }, (_, i) => `replica.${process.pid}.${i}@lab.example`);
      for (const address of to) await enqueueMail(t.app.db, { template: 'orderShipped', to: address, lang: 'en', data: { orderNo: 'LMREP', trackingNo: 'SF2' } });
      const now = new Date(Date.now() + 1000);
      const replicas = [workerProcess(t.config.databaseUrl, sink.url, now, 4), workerProcess(t.config.databaseUrl, sink.url, now, 4)];
      expect(await Promise.all(replicas.map((r) => r.exited))).toEqual([null, null]);
      expect(replicas.every((r) => r.output().includes('done'))).toBe(true);
      expect(sink.completed.filter((address) => to.includes(address)).sort()).toEqual([...to].sort());
    } finally {
      await sink.close();
    }
  }, 60_000);
});

/** testing/worker-process.ts in a process of its own, running `rounds` rounds at `now`. */
function workerProcess(databaseUrl: string, smtpUrl: string, now: Date, rounds = 1) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'testing/worker-process.ts')], {
    cwd: path.join(import.meta.dirname, '../../..'),
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: databaseUrl, SMTP_URL: smtpUrl, NOW: now.toISOString(), ROUNDS: String(rounds) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
  return { child, output: () => output, exited };
}
