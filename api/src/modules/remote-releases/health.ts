import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { JOB_LOCK_KEYS } from '../../db/job-lock-keys';
import type { Deployments } from '../remote-versions/deployments';
import { judgeCanary } from './judge';
import { createReleaseService } from './service';
import { createStatsCounter, readStats, statsOf, type StatField, type VersionStats } from './stats';
import { telemetryRoute } from './telemetry';
import { versionStoreOf } from './version-store';

/** How often a replica adds its counts to the database (the judge adds them too before it looks: CANARY_JUDGE_INTERVAL). */
export const STATS_FLUSH_MS = 5_000;

export interface RemoteHealthRow extends VersionStats { remote: string; version: string; role: 'live' | 'canary' }

declare module 'fastify' {
  interface FastifyInstance {
    remoteHealth: {
      /** One more page load, error or server-render failure of a remote version on this replica. */
      count(remote: string, version: string, field: StatField): void;
      /** The live and canary versions' totals as last read (for /metrics; refreshed at each judge round). */
      snapshot(): RemoteHealthRow[];
      /** Adds this replica's counts, then judges every running canary (tests call it instead of waiting). */
      judgeNow(): Promise<void>;
      /** Canaries the judge rolled back on this replica, by remote (for /metrics: remote_canary_rollbacks_total). */
      rollbacks(): ReadonlyMap<string, number>;
    };
  }
}

const JUDGE = { id: null, account: 'judge', requestId: null };

/**
 * After a version goes live (docs/deploy.md "Judged after it goes live"): page loads, browser errors and server-render
 * failures per remote version, and the canary judge, which rolls back a canary whose error rate is clearly worse
 * than its live version's (judge.ts), on one replica at a time under an advisory lock.
 */
async function remoteHealth(app: FastifyInstance, { config }: { config: Config }) {
  const counter = createStatsCounter(app.db);
  const store = versionStoreOf(app, config.mfDir);
  const releases = createReleaseService(app.db, store, config.mfDir);
  let deployments: Deployments = {};
  let snapshot: RemoteHealthRow[] = [];
  const rollbacks = new Map<string, number>();

  const judgeOnce = async () => {
    await counter.flush();
    deployments = await store.deployments();
    const stats = await readStats(app.db);
    snapshot = Object.entries(deployments).flatMap(([remote, d]) => [
      { remote, version: d.live, role: 'live' as const, ...statsOf(stats, remote, d.live) },
      ...(d.canary ? [{ remote, version: d.canary.version, role: 'canary' as const, ...statsOf(stats, remote, d.canary.version) }] : []),
    ]);
    await app.database.exclusively(JOB_LOCK_KEYS.canaryJudge, async () => {
      for (const [remote, d] of Object.entries(deployments)) {
        if (!d.canary) continue;
        const verdict = judgeCanary(statsOf(stats, remote, d.canary.version), statsOf(stats, remote, d.live), config.canaryMinPageLoads);
        if (!verdict.rollback) continue;
        await releases.rollbackCanary(JUDGE, remote, d.canary.version, verdict.reason);
        rollbacks.set(remote, (rollbacks.get(remote) ?? 0) + 1);
        app.log.warn({ remote, version: d.canary.version, reason: verdict.reason }, 'the canary judge rolled back a canary');
      }
    });
  };
  deployments = await store.deployments().catch(() => ({}));
  const served = (remote: string, version: string) => deployments[remote]?.live === version || deployments[remote]?.canary?.version === version;

  app.decorate('remoteHealth', {
    count: (remote, version, field) => counter.add(remote, version, field),
    snapshot: () => snapshot,
    judgeNow: judgeOnce,
    rollbacks: () => rollbacks,
  });
  await app.register(async (child) => telemetryRoute(child, (remote, version) => counter.add(remote, version, 'errors'), served));

  const warn = (what: string) => (error: unknown) => app.log.warn({ err: error }, what);
  const flushTimer = setInterval(() => void counter.flush().catch(warn('could not add the remote versions\' counts; kept for the next round')), STATS_FLUSH_MS);
  const judgeTimer = setInterval(() => void judgeOnce().catch(warn('the canary judge could not run this round')), config.canaryJudgeIntervalMs);
  flushTimer.unref();
  judgeTimer.unref();
  app.addHook('onClose', async () => {
    clearInterval(flushTimer);
    clearInterval(judgeTimer);
    await counter.flush().catch(warn('could not add the remote versions\' last counts'));
  });
}

export default fp(remoteHealth, { name: 'remote-health', dependencies: ['db', 'throttle'] });
