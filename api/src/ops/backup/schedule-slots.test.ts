import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../config';
import { testConfig } from '../../test/test-app';
import { isDue, latestSlot, nextSlot } from './schedule-slots';

const at = (iso: string) => new Date(iso);

describe('BACKUP_SCHEDULE', () => {
  it('is 03:30 China time by default, off for a shop that keeps nothing on disk, and refuses what it cannot mean', () => {
    const shop = fs.mkdtempSync(path.join(os.tmpdir(), 'labmall-schedule-'));
    expect(testConfig({ DATA_DIR: path.join(shop, 'data') }).backup).toMatchObject({ dir: path.join(shop, 'backups'), schedule: { kind: 'daily', minuteOfDay: 210 }, keepDaily: 7, keepWeekly: 4 });
    expect(testConfig().backup.schedule).toEqual({ kind: 'off' });
    expect(testConfig({ BACKUP_DIR: '/b', BACKUP_SCHEDULE: '6h' }).backup).toMatchObject({ dir: '/b', schedule: { kind: 'every', ms: 6 * 3_600_000 } });
    for (const bad of ['25:00', '3:30', '5m', '2d', 'daily']) expect(() => testConfig({ BACKUP_DIR: '/b', BACKUP_SCHEDULE: bad })).toThrow(ConfigError);
  });

  it('slots daily at the China time, whatever the server’s zone', () => {
    const daily = { kind: 'daily', minuteOfDay: 210 } as const;
    expect(latestSlot(daily, at('2026-11-28T19:29:59Z'))?.toISOString()).toBe('2026-11-27T19:30:00.000Z');
    expect(latestSlot(daily, at('2026-11-28T19:30:00Z'))?.toISOString()).toBe('2026-11-28T19:30:00.000Z');
    expect(nextSlot(daily, at('2026-11-28T19:30:00Z'))?.toISOString()).toBe('2026-11-29T19:30:00.000Z');
    expect(latestSlot({ kind: 'every', ms: 6 * 3_600_000 }, at('2026-11-28T05:00:00Z'))?.toISOString()).toBe('2026-11-28T04:00:00.000Z'); // 12:00 China
    expect(latestSlot({ kind: 'off' }, at('2026-11-28T05:00:00Z'))).toBeUndefined();
  });

  it('is due once per slot: a new shop waits for its first slot, a shop that missed one catches up', () => {
    const daily = { kind: 'daily', minuteOfDay: 210 } as const;
    const started = at('2026-11-28T10:00:00Z');
    expect(isDue(daily, at('2026-11-28T10:01:00Z'), undefined, started)).toBe(false);
    expect(isDue(daily, at('2026-11-28T19:31:00Z'), undefined, started)).toBe(true);
    expect(isDue(daily, at('2026-11-28T19:32:00Z'), at('2026-11-28T19:31:00Z'), started)).toBe(false);
    // Stopped over the 03:30 slot: the last backup is from the day before, so it is due at once.
    expect(isDue(daily, at('2026-11-28T10:01:00Z'), at('2026-11-26T19:30:05Z'), started)).toBe(true);
  });
});
