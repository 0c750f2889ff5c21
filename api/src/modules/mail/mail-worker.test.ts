import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail';
import { openPostgres } from '../../db/postgres';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import { FIRST_RETRY_MS } from './backoff';
import type { MailTransport, OutgoingMail } from './mail-transport';
import { CLAIM_LEASE_MS, createMailWorker } from './mail-worker';
import { enqueueMail } from './outbox';
import { createOutboxRepository } from './outbox-repository';
import { startSmtpSink } from './smtp-sink';

/** A quoted-printable body made readable (soft line breaks joined, =XX decoded). */
const decoded = (raw: string) =>
  Buffer.from(raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');

const recording = (sent: OutgoingMail[]): MailTransport => ({ kind: 'local', send: async (mail) => void sent.push(mail), close: () => undefined });

describe.each(drivers)('the mail outbox worker on %s', (driver) => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await buildTestApp(driver, { env: { MAIL_WORKER: 'off', SMTP_URL: sink.url, MAIL_MAX_ATTEMPTS: '3', PUBLIC_ORIGIN: 'https://shop.example' } });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  let seq = 0;
  const enqueue = async (n: number, lang: 'en' | 'ja' = 'en') => {
    const to = `worker.${process.pid}.${++seq}@lab.example`;
    for (let i = 0; i < n; i += 1) await enqueueMail(t.app.db, { template: 'orderShipped', to, lang, data: { orderNo: `LM${seq}-${i}`, trackingNo: `SF${i}` } });
    return to;
  };
  const rowsTo = (to: string) => t.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to)).orderBy(mailOutbox.id);
  /** Rounds of `now` until nothing is due (the rows of other tests are sent too). */
  const drain = async (run: () => Promise<{ sent: number; retried: number; failed: number }>) => {
    for (let round = 0; round < 20; round += 1) if (Object.values(await run()).every((n) => n === 0)) return;
  };

  it('sends over SMTP in the recipient language, HTML and text, with the shop name and an absolute link', async () => {
    const to = await enqueue(1, 'en');
    await drain(() => t.app.mailWorker!.runOnce());
    const mail = sink.received.find((m) => m.to.includes(to));
    expect(mail).toBeDefined();
    const text = decoded(mail!.raw);
    expect(text).toContain(`Subject: [Battery Lab Mall] Order LM${seq}-0 has shipped`);
    expect(text).toContain('Content-Type: text/plain');
    expect(text).toContain('Content-Type: text/html');
    expect(text).toContain('Tracking number: SF0');
    expect(text).toContain(`https://shop.example/en/user/orderDetail?orderNo=LM${seq}-0`);
    expect((await rowsTo(to))[0]).toMatchObject({ attempts: 1, lastError: null, failedAt: null });
    expect((await rowsTo(to))[0]!.sentAt).toBeInstanceOf(Date);
  });

  it('retries a refused send with exponential backoff, and gives up after MAIL_MAX_ATTEMPTS', async () => {
    const to = await enqueue(1);
    const start = new Date(Date.now() + 1000);
    sink.failNext(1);
    expect(await t.app.mailWorker!.runOnce(start)).toMatchObject({ retried: 1, sent: 0 });
    const [row] = await rowsTo(to);
    expect(row!.nextAttemptAt.getTime()).toBe(start.getTime() + FIRST_RETRY_MS);
    expect(row!.lastError).toMatch(/try again later/);
    expect((await t.app.mailWorker!.runOnce(new Date(start.getTime() + FIRST_RETRY_MS - 1000))).retried + sink.received.filter((m) => m.to.includes(to)).length).toBe(0);
    sink.failNext(1);
    await t.app.mailWorker!.runOnce(new Date(start.getTime() + FIRST_RETRY_MS));
    expect((await rowsTo(to))[0]!.nextAttemptAt.getTime()).toBe(start.getTime() + 3 * FIRST_RETRY_MS); // then 2 × 30 s
    sink.failNext(1);
    await t.app.mailWorker!.runOnce(new Date(start.getTime() + 3 * FIRST_RETRY_MS));
    const [given] = await rowsTo(to);
    expect(given).toMatchObject({ attempts: 3, sentAt: null });
    expect(given!.failedAt).toBeInstanceOf(Date);
    expect(await t.app.mailWorker!.runOnce(new Date(start.getTime() + 3_600_000))).toMatchObject({ sent: 0 });
    expect(sink.received.filter((m) => m.to.includes(to))).toHaveLength(0);
  });

  it('re-delivers a row whose worker died mid-send (kill -9) once its lease has run out', async () => {
    await drain(() => t.app.mailWorker!.runOnce());
    const to = await enqueue(1);
    const now = new Date(Date.now() + 1000);
    // A worker claims the row and dies: it never marks it sent or failed.
    expect(await createOutboxRepository(t.app.db).claim('00000000-0000-4000-8000-000000000001', now, CLAIM_LEASE_MS, 20)).toHaveLength(1);
    const sent: OutgoingMail[] = [];
    const survivor = createMailWorker({ db: t.app.db, transport: recording(sent), origin: 'https://shop.example', maxAttempts: 3 });
    expect(await survivor.runOnce(new Date(now.getTime() + CLAIM_LEASE_MS - 1000))).toMatchObject({ sent: 0 });
    expect(await survivor.runOnce(new Date(now.getTime() + CLAIM_LEASE_MS + 1000))).toMatchObject({ sent: 1 });
    expect(sent.map((m) => m.to)).toEqual([to]);
    expect((await rowsTo(to))[0]).toMatchObject({ attempts: 2, claimToken: null });
  });

  it('delivers each mail once when two workers (replicas) run at the same time', async () => {
    await drain(() => t.app.mailWorker!.runOnce());
    const to = await enqueue(40);
    const second = driver === 'postgres' ? openPostgres(t.config.databaseUrl, t.app.log, { poolWaitMs: 30_000 }) : undefined;
    try {
      const sent: OutgoingMail[] = [];
      const workers = [t.app.db, second?.db ?? t.app.db].map((db) => createMailWorker({ db, transport: recording(sent), origin: 'https://shop.example', maxAttempts: 3 }));
      for (let round = 0; round < 5; round += 1) await Promise.all(workers.flatMap((w) => [w.runOnce(), w.runOnce()]));
      const ids = (await rowsTo(to)).map((r) => r.id);
      const mine = sent.filter((m) => ids.includes(m.outboxId)).map((m) => m.outboxId);
      expect(mine.sort((a, b) => a - b)).toEqual(ids);
      const rows = await t.app.db.select({ sentAt: mailOutbox.sentAt, attempts: mailOutbox.attempts }).from(mailOutbox).where(inArray(mailOutbox.id, ids));
      expect(rows.every((r) => r.sentAt !== null && r.attempts === 1)).toBe(true);
    } finally {
      await second?.close();
    }
  });
});
