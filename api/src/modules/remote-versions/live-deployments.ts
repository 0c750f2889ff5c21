import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/types';
import { adoptDeployments, readDeployments } from './database-store';
import type { Deployments } from './deployments';
import { watchDeploymentsFile } from './file-store';

/** How often a replica re-reads the deployments from PostgreSQL: an `npm run mf` change reaches it within this. */
export const DEPLOYMENTS_REFRESH_MS = 1_000;

export interface LiveDeployments {
  /** The deployments now, without waiting (every page and manifest request asks). */
  current(): Deployments;
  stop(): void;
}

/** One process on PGlite: the file the CLI rewrites, re-read when it changes, so a change counts at once. */
export function liveFromFile(mfDir: string): LiveDeployments {
  const read = watchDeploymentsFile(mfDir);
  return { current: read, stop: () => {} };
}

/**
 * Replicas on PostgreSQL: the rows, re-read every second in the background. While the database cannot be read
 * the last deployments read stay in force: shoppers keep getting a consistent manifest.
 */
export async function liveFromDatabase(db: Db, mfDir: string, log: FastifyBaseLogger): Promise<LiveDeployments> {
  await adoptDeployments(db, watchDeploymentsFile(mfDir)());
  let deployments = await readDeployments(db);
  let reading = false;
  const timer = setInterval(() => {
    if (reading) return;
    reading = true;
    readDeployments(db)
      .then((latest) => {
        deployments = latest;
      })
      .catch((error: unknown) => log.warn({ err: error }, 'could not re-read the remote versions; keeping the last ones'))
      .finally(() => {
        reading = false;
      });
  }, DEPLOYMENTS_REFRESH_MS);
  timer.unref();
  return { current: () => deployments, stop: () => clearInterval(timer) };
}
