import { and, asc, eq, sql } from 'drizzle-orm';
import { JOB_LOCK_KEYS } from '../../db/job-lock-keys';
import { remoteDeployments, remoteReleases, remoteVersionHistory } from '../../db/schema/remote-versions';
import type { Db } from '../../db/types';
import type { Deployments, HistoryEntry } from './deployments';
import { releasedVersions } from './released-versions';
import type { RemoteVersionStore } from './store';

type DeploymentRow = typeof remoteDeployments.$inferSelect;
type HistoryRow = typeof remoteVersionHistory.$inferSelect;

function toDeployments(rows: DeploymentRow[]): Deployments {
  const deployments: Deployments = {};
  for (const row of rows) {
    const canary = row.canaryVersion && row.canaryPercent ? { version: row.canaryVersion, percent: row.canaryPercent } : undefined;
    deployments[row.remote] = canary ? { live: row.liveVersion, canary } : { live: row.liveVersion };
  }
  return deployments;
}

const toEntry = (row: HistoryRow): HistoryEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  action: row.action,
  remote: row.remote,
  from: row.fromVersion,
  to: row.toVersion,
  ...(row.percent !== null ? { percent: row.percent } : {}),
  ...(row.rolledBack ? { rolledBack: true } : {}),
  ...(row.actor ? { actor: row.actor } : {}),
  ...(row.reason ? { reason: row.reason } : {}),
});

export async function readDeployments(db: Db): Promise<Deployments> {
  return toDeployments(await db.select().from(remoteDeployments));
}

/**
 * Remotes the database knows nothing of yet take the version the build made live (`mf/manifest.json`): a new
 * database starts where the files are, and a remote already there is never changed by this.
 */
export async function adoptDeployments(db: Db, fromFiles: Deployments): Promise<void> {
  const rows = Object.entries(fromFiles).map(([remote, d]) => ({ remote, liveVersion: d.live }));
  if (rows.length) await db.insert(remoteDeployments).values(rows).onConflictDoNothing();
}

/** The store of the production topology: every replica and the CLI read and change the same rows. */
export function createDatabaseStore(db: Db, mfDir: string): RemoteVersionStore {
  const historyOf = (tx: Db, remote: string) =>
    tx.select().from(remoteVersionHistory).where(eq(remoteVersionHistory.remote, remote)).orderBy(asc(remoteVersionHistory.id));

  return {
    deployments: () => readDeployments(db),
    history: async (remote) => (await historyOf(db, remote)).map(toEntry),
    change: (remote, plan) =>
      db.transaction(async (tx) => {
        // Changes queue behind each other: each plans from the state the previous one left.
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${JOB_LOCK_KEYS.remoteVersionChange})`);
        const [row] = await tx.select().from(remoteDeployments).where(eq(remoteDeployments.remote, remote));
        const history = (await historyOf(tx, remote)).map(toEntry);
        // Released: a folder on this machine, or a version published into the database (every replica unpacks it).
        const published = await tx.select({ version: remoteReleases.version }).from(remoteReleases).where(eq(remoteReleases.remote, remote));
        const released = [...new Set([...releasedVersions(mfDir, remote), ...published.map((p) => p.version)])];
        const change = plan({ remote, current: row ? toDeployments([row])[remote] : undefined, history, released });
        if (change.undoesPromotion !== undefined) {
          await tx.update(remoteVersionHistory).set({ rolledBack: true })
            .where(and(eq(remoteVersionHistory.id, change.undoesPromotion), eq(remoteVersionHistory.remote, remote)));
        }
        const { entry } = change;
        await tx.insert(remoteVersionHistory).values({
          at: new Date(entry.at), action: entry.action, remote, fromVersion: entry.from, toVersion: entry.to, percent: entry.percent ?? null,
          actor: entry.actor ?? null, reason: entry.reason ?? null,
        });
        if (change.deployment) {
          const values = {
            liveVersion: change.deployment.live,
            canaryVersion: change.deployment.canary?.version ?? null,
            canaryPercent: change.deployment.canary?.percent ?? null,
            updatedAt: new Date(),
          };
          await tx.insert(remoteDeployments).values({ remote, ...values }).onConflictDoUpdate({ target: remoteDeployments.remote, set: values });
        }
        return entry;
      }),
  };
}
