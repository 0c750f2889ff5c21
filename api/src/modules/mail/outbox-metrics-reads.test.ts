import { Registry } from 'prom-client';
import { describe, expect, it, vi } from 'vitest';
import { registerOutboxMetrics } from './outbox-metrics';
import type { OutboxStats } from './outbox-stats';

const silentLog = { warn: vi.fn() } as unknown as Parameters<typeof registerOutboxMetrics>[2];

describe('the outbox gauges read the table once per scrape', () => {
  it('shares one read between both gauges, and reads again at the next scrape', async () => {
    let pending = 3;
    const backlog = vi.fn(async () => ({ pending, oldestPendingSeconds: 42 }));
    const stats = { deliveries: { sent: 0, retried: 0, failed: 0 }, count: vi.fn(), backlog } as unknown as OutboxStats;
    const registry = new Registry();
    registerOutboxMetrics(registry, () => stats, silentLog);

    const first = await registry.metrics();
    expect(backlog).toHaveBeenCalledTimes(1);
    expect(first).toContain('mail_outbox_pending 3');
    expect(first).toContain('mail_outbox_oldest_pending_seconds 42');

    pending = 0;
    const second = await registry.metrics();
    expect(backlog).toHaveBeenCalledTimes(2);
    expect(second).toContain('mail_outbox_pending 0');
  });

  it('answers the scrape without the gauges when the read fails, and logs why', async () => {
    const log = { warn: vi.fn() } as unknown as Parameters<typeof registerOutboxMetrics>[2];
    const stats = { deliveries: { sent: 1, retried: 0, failed: 0 }, count: vi.fn(), backlog: vi.fn(async () => Promise.reject(new Error('database away'))) } as unknown as OutboxStats;
    const registry = new Registry();
    registerOutboxMetrics(registry, () => stats, log);
    const body = await registry.metrics();
    expect(body).toContain('mail_deliveries_total{outcome="sent"} 1');
    expect(log.warn).toHaveBeenCalledTimes(1);
  });
});
