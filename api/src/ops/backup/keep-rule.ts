/**
 * Which backup archives to keep (BACKUP_KEEP_DAILY, BACKUP_KEEP_WEEKLY; docs/operations.md "Retention of backups"):
 * the newest archive of each of the last `daily` days that have one, and the newest of each of the last `weekly`
 * ISO weeks that have one, days and weeks counted in China time. An archive may count for both. The newest archive
 * is always kept, whatever the numbers say. Archives are named by the UTC time they were taken (create-backup.ts).
 */
const ARCHIVE_NAME = /^labmall-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})\.tar\.gz$/;
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** The time an archive was taken, from its name; undefined for any other file (never touched). */
export function archiveTime(name: string): Date | undefined {
  const match = ARCHIVE_NAME.exec(name);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second));
}

const chinaDate = (at: Date) => new Date(at.getTime() + CHINA_OFFSET_MS);
const dayKey = (at: Date) => chinaDate(at).toISOString().slice(0, 10);

/** ISO 8601 week (weeks start on Monday; week 1 holds the year's first Thursday), e.g. 2026-W48. */
export function isoWeekKey(at: Date): string {
  const d = chinaDate(at);
  const date = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday); // the Thursday of this week decides its year
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((date.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${date.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** The archive names among `names` that the rule lets go (names that are not archives are never in it). */
export function archivesToDelete(names: string[], keep: { daily: number; weekly: number }): string[] {
  const archives = names
    .map((name) => ({ name, at: archiveTime(name) }))
    .filter((a): a is { name: string; at: Date } => a.at !== undefined)
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  const kept = new Set<string>(archives.slice(0, 1).map((a) => a.name));
  for (const [count, key] of [[keep.daily, dayKey], [keep.weekly, isoWeekKey]] as const) {
    const seen = new Set<string>();
    for (const archive of archives) {
      const k = key(archive.at);
      if (seen.has(k)) continue;
      if (seen.size >= count) break;
      seen.add(k);
      kept.add(archive.name);
    }
  }
  return archives.filter((a) => !kept.has(a.name)).map((a) => a.name);
}
