import { describe, expect, it } from 'vitest';
import { archivesToDelete, archiveTime, isoWeekKey } from './keep-rule';
import { archiveNameAt } from './create-backup';

/** One archive a day at 19:30 UTC (03:30 China time the next day), for `days` days back from 2026-11-28. */
const dailyArchives = (days: number) =>
  Array.from({ length: days }, (_, i) => archiveNameAt(new Date(Date.UTC(2026, 10, 28 - i, 19, 30, 0))));

describe('the backup keep rule (7 daily, 4 weekly)', () => {
  it('reads an archive’s time from its name, and nothing from other files', () => {
    expect(archiveTime('labmall-20261128-193000.tar.gz')?.toISOString()).toBe('2026-11-28T19:30:00.000Z');
    for (const name of ['labmall-20261128-193000.tar.gz.partial', '.staging-abc', 'notes.txt', 'labmall-2026.tar.gz']) expect(archiveTime(name)).toBeUndefined();
  });

  it('counts weeks as ISO weeks of the China day', () => {
    expect(isoWeekKey(new Date('2026-11-29T15:59:59Z'))).toBe('2026-W48'); // Sunday 23:59 in China
    expect(isoWeekKey(new Date('2026-11-29T16:00:00Z'))).toBe('2026-W49'); // Monday 00:00 in China
    expect(isoWeekKey(new Date('2027-01-01T04:00:00Z'))).toBe('2026-W53'); // a Friday in the last week of 2026
  });

  it('keeps the last 7 days and the newest of each of the last 4 weeks, and deletes the rest', () => {
    const names = dailyArchives(60);
    const deleted = new Set(archivesToDelete(names, { daily: 7, weekly: 4 }));
    const kept = names.filter((n) => !deleted.has(n));
    // 7 days, then the newest archive of each of the three weeks before the current one: Sunday's, 03:30 in China
    // (19:30 UTC on the Saturday the archive is named by).
    expect(kept).toEqual([...names.slice(0, 7), 'labmall-20261121-193000.tar.gz', 'labmall-20261114-193000.tar.gz', 'labmall-20261107-193000.tar.gz']);
    expect(kept.map((n) => isoWeekKey(archiveTime(n)!))).toContain('2026-W45');
    expect(deleted.size).toBe(50);
  });

  it('keeps only the newest archive of a day that has several', () => {
    const names = ['labmall-20261128-010000.tar.gz', 'labmall-20261128-020000.tar.gz', 'labmall-20261127-020000.tar.gz'];
    expect(archivesToDelete(names, { daily: 7, weekly: 0 })).toEqual(['labmall-20261128-010000.tar.gz']);
  });

  it('always keeps the newest archive, never touches other files, and with nothing to let go deletes nothing', () => {
    expect(archivesToDelete(dailyArchives(3), { daily: 0, weekly: 0 })).toEqual(dailyArchives(3).slice(1));
    expect(archivesToDelete(['notes.txt', 'labmall-x.tar.gz.partial'], { daily: 0, weekly: 0 })).toEqual([]);
    expect(archivesToDelete(dailyArchives(5), { daily: 7, weekly: 4 })).toEqual([]);
  });
});
