import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { periodBefore } from './config-retention';

const load = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: ':memory:', ...env });

describe('retention periods (config-retention.ts)', () => {
  it('defaults to 13 months of raw analytics, 30 days of ended sessions and sent mail, an hourly round', () => {
    expect(load().retention).toEqual({
      scheduled: true,
      intervalMs: 3_600_000,
      analyticsRaw: { amount: 13, unit: 'mo' },
      endedSessions: { amount: 30, unit: 'd' },
      expiredTokens: { amount: 7, unit: 'd' },
      sentMail: { amount: 30, unit: 'd' },
      failedMail: { amount: 180, unit: 'd' },
      idempotencyKeys: { amount: 7, unit: 'd' },
      importChecks: { amount: 1, unit: 'd' },
    });
  });

  it('takes days or months, and RETENTION=off stops the schedule', () => {
    const config = load({ RETAIN_ANALYTICS_RAW: '25mo', RETAIN_SENT_MAIL: '90d', RETENTION: 'off', RETENTION_INTERVAL: '15m' }).retention;
    expect(config).toMatchObject({ scheduled: false, intervalMs: 900_000, analyticsRaw: { amount: 25, unit: 'mo' }, sentMail: { amount: 90, unit: 'd' } });
  });

  it('refuses what is not a period, or a period shorter than the table allows', () => {
    expect(() => load({ RETAIN_SENT_MAIL: '30' })).toThrow(ConfigError);
    expect(() => load({ RETAIN_ANALYTICS_RAW: '0d' })).toThrow(/RETAIN_ANALYTICS_RAW="0d": must be a period such as 30d or 13mo, at least 1d/);
    expect(() => load({ RETENTION_INTERVAL: '1s' })).toThrow(/RETENTION_INTERVAL/);
  });

  it('counts months by the calendar, ending on a month’s last day when it is shorter', () => {
    expect(periodBefore(new Date('2025-03-31T10:00:00Z'), { amount: 13, unit: 'mo' }).toISOString()).toBe('2024-02-29T10:00:00.000Z');
    expect(periodBefore(new Date('2025-05-15T00:00:00Z'), { amount: 13, unit: 'mo' }).toISOString()).toBe('2024-04-15T00:00:00.000Z');
    expect(periodBefore(new Date('2025-05-15T00:00:00Z'), { amount: 30, unit: 'd' }).toISOString()).toBe('2025-04-15T00:00:00.000Z');
  });
});
