import { REMOTE_NAMES } from '../../../../shell/src/federation/remote-names';
import type { Db } from '../../db/types';
import { DeploymentError, planRollback, type Canary, type Deployment, type HistoryEntry } from '../remote-versions/deployments';
import { releasedVersions } from '../remote-versions/released-versions';
import type { RemoteVersionStore } from '../remote-versions/store';
import type { GateResult } from './gates';
import { createReleaseRepository } from './repository';
import { readStats, statsOf, type VersionStats } from './stats';

export interface RemoteStatus {
  remote: string;
  live: string | null;
  canary: Canary | null;
  /** Every version this shop can serve: published through the API (with gates), or built on this machine. */
  versions: ({ version: string; publishedBy: string | null; publishedAt: string | null; bytes: number | null; gates: GateResult[] | null } & VersionStats)[];
  /** When the publishing key was last rotated, and by whom; null when the remote has none. */
  key: { createdBy: string; createdAt: string } | null;
  /**
   * The version every browser gets if staff roll back now: the live one when a canary runs (ending it), else the one
   * the latest promotion in force replaced; null when there is nothing to go back to (a remote's first version).
   */
  rollbackTo: string | null;
  /** Newest first, at most 30. */
  history: HistoryEntry[];
}

// The rollback's own rules (planRollback) on the whole history, not the 30 steps shown: what the button offers is what
// POST rollback would do.
function rollbackTarget(remote: string, current: Deployment | undefined, history: HistoryEntry[]): string | null {
  try {
    return planRollback({ remote, current, history, released: [] }).deployment?.live ?? null;
  } catch (error) {
    if (error instanceof DeploymentError) return null;
    throw error;
  }
}

/** What the console's releases page and `npm run mf -- status` show for each remote. */
export async function releaseStatus(db: Db, store: RemoteVersionStore, mfDir: string): Promise<RemoteStatus[]> {
  const repo = createReleaseRepository(db);
  const [deployments, published, keys, stats] = await Promise.all([store.deployments(), repo.list(), repo.keys(), readStats(db)]);
  return Promise.all(REMOTE_NAMES.map(async (remote) => {
    const mine = published.filter((r) => r.remote === remote);
    const local = releasedVersions(mfDir, remote).filter((v) => !mine.some((r) => r.version === v));
    const key = keys.find((k) => k.remote === remote);
    const history = await store.history(remote);
    return {
      remote,
      live: deployments[remote]?.live ?? null,
      canary: deployments[remote]?.canary ?? null,
      versions: [
        ...local.map((version) => ({ version, publishedBy: null, publishedAt: null, bytes: null, gates: null })),
        ...mine.map((r) => ({ version: r.version, publishedBy: r.publishedBy, publishedAt: r.publishedAt.toISOString(), bytes: r.bytes, gates: r.gates })),
      ].map((v) => ({ ...v, ...statsOf(stats, remote, v.version) })),
      key: key ? { createdBy: key.createdBy, createdAt: key.createdAt.toISOString() } : null,
      rollbackTo: rollbackTarget(remote, deployments[remote], history),
      history: history.slice(-30).reverse(),
    };
  }));
}
