import { sql } from 'drizzle-orm';
import { remoteVersionStats } from '../../db/schema/remote-versions';
import type { Db } from '../../db/types';

export type StatField = 'pageLoads' | 'errors' | 'ssrFailures';
export type VersionStats = Record<StatField, number>;

const empty = (): VersionStats => ({ pageLoads: 0, errors: 0, ssrFailures: 0 });
const keyOf = (remote: string, version: string) => `${remote}@${version}`;

/**
 * Counts of this replica not yet added to remote_version_stats: counting in memory keeps page loads free of a write;
 * `flush` adds them (one upsert per version, `+ excluded`), so replicas add up instead of overwriting each other.
 */
export function createStatsCounter(db: Db) {
  let pending = new Map<string, { remote: string; version: string } & VersionStats>();
  return {
    add(remote: string, version: string, field: StatField, by = 1) {
      const key = keyOf(remote, version);
      const row = pending.get(key) ?? { remote, version, ...empty() };
      row[field] += by;
      pending.set(key, row);
    },
    async flush(): Promise<void> {
      if (pending.size === 0) return;
      const rows = [...pending.values()];
      pending = new Map();
      try {
        await db.insert(remoteVersionStats).values(rows.map((r) => ({ ...r, updatedAt: new Date() }))).onConflictDoUpdate({
          target: [remoteVersionStats.remote, remoteVersionStats.version],
          set: {
            pageLoads: sql`${remoteVersionStats.pageLoads} + excluded.page_loads`,
            errors: sql`${remoteVersionStats.errors} + excluded.errors`,
            ssrFailures: sql`${remoteVersionStats.ssrFailures} + excluded.ssr_failures`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
      } catch (error) {
        // Not lost: added back for the next flush (the database may be restarting).
        for (const r of rows) for (const field of ['pageLoads', 'errors', 'ssrFailures'] as const) this.add(r.remote, r.version, field, r[field]);
        throw error;
      }
    },
  };
}

/** Every version's totals over all replicas. */
export async function readStats(db: Db): Promise<Map<string, VersionStats>> {
  const rows = await db.select().from(remoteVersionStats);
  return new Map(rows.map((r) => [keyOf(r.remote, r.version), { pageLoads: r.pageLoads, errors: r.errors, ssrFailures: r.ssrFailures }]));
}

export const statsOf = (stats: Map<string, VersionStats>, remote: string, version: string) => stats.get(keyOf(remote, version)) ?? empty();
