import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import { enqueueMail } from './outbox';

/** A port nothing listens on: every SMTP connection is refused at once. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** One sample's value in Prometheus' text format; undefined when the series is absent. */
function sample(body: string, series: string): number | undefined {
  const line = body.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(drivers)('the mail outbox in /metrics on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    // SMTP refuses and one attempt is all a mail gets: each delivery ends failed.
    t = await buildTestApp(driver, { env: { MAIL_WORKER: 'off', SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`, MAIL_MAX_ATTEMPTS: '1' } });
  });
  afterAll(async () => {
    await t?.close();
  });
  const scrape = async () => (await t.app.inject({ url: '/metrics' })).body;

  it('shows the mail waiting, the oldest one\'s age, and deliveries given up', async () => {
    const before = await scrape();
    const pendingBefore = sample(before, 'mail_outbox_pending')!;
    expect(pendingBefore).toBeGreaterThanOrEqual(0);
    expect(sample(before, 'mail_deliveries_total{outcome="failed"}')).toBe(0);

    for (let i = 0; i < 2; i += 1) {
      await enqueueMail(t.app.db, { template: 'orderShipped', to: `metrics.${process.pid}@lab.example`, lang: 'en', data: { orderNo: `LM-M${i}`, trackingNo: 'SF1' } });
    }
    const waiting = await scrape();
    expect(sample(waiting, 'mail_outbox_pending')).toBe(pendingBefore + 2);
    expect(sample(waiting, 'mail_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(0);

    let failed = 0;
    for (let round = 0; round < 20; round += 1) {
      const done = await t.app.mailWorker!.runOnce();
      failed += done.failed;
      if (done.failed + done.sent + done.retried === 0) break;
    }
    expect(failed).toBeGreaterThanOrEqual(2);
    const after = await scrape();
    expect(sample(after, 'mail_deliveries_total{outcome="failed"}')).toBe(failed);
    expect(sample(after, 'mail_deliveries_total{outcome="sent"}')).toBe(0);
    expect(sample(after, 'mail_outbox_pending')).toBe(0);
    expect(sample(after, 'mail_outbox_oldest_pending_seconds')).toBe(0);
  });
});
