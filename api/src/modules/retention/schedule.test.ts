import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';

describe.each(drivers)('the retention schedule on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    // The shortest interval the configuration allows: the first round comes that long after the app is ready.
    t = await buildTestApp(driver, { env: { RETENTION_INTERVAL: '10s' } });
  });
  afterAll(() => t?.close());

  it('runs rounds on its own while the app runs: mail sent long ago is pruned and /metrics says so', async () => {
    await t.app.db.execute(sql`INSERT INTO mail_outbox (template, recipient, lang, data, sent_at)
      VALUES ('orderPaid', 'scheduled@retention.example', 'en', '{}'::jsonb, now() - interval '400 days')`);
    await vi.waitFor(async () => {
      const { rows } = (await t.app.db.execute(sql`SELECT count(*)::integer AS n FROM mail_outbox WHERE recipient = 'scheduled@retention.example'`)) as unknown as { rows: Array<{ n: number }> };
      expect(rows[0]!.n).toBe(0);
    }, { timeout: 45_000, interval: 250 });
    await vi.waitFor(async () => {
      const metrics = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(metrics).toMatch(/retention_rounds_total\{outcome="done"\} [1-9]/);
      expect(metrics).toMatch(/retention_last_success_timestamp_seconds \d/);
    }, { timeout: 15_000, interval: 250 });
  });
});
