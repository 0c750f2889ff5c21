import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { checkReleaseInThread } from './archive-check';
import { createReleaseRepository } from './repository';
import { isUnpacked, unpackRelease } from './unpack';

/** How often a replica looks for versions published through another replica (the deployments' own pace). */
export const RELEASE_SYNC_MS = 1_000;

/**
 * Every replica unpacks every published version into its own MF_DIR: at start, then each second on PostgreSQL
 * (one small query of names, the archive only when one is missing), so a version published through any replica
 * is served by all of them within seconds, with nothing copied by hand. Polling, like the deployments, rather than
 * NOTIFY: a replica that was down or lost its listening connection still catches up.
 */
async function releaseSync(app: FastifyInstance, { config }: { config: Config }) {
  const repo = createReleaseRepository(app.db);
  let running = false;
  const syncOnce = async () => {
    if (running) return;
    running = true;
    try {
      for (const release of await repo.list()) {
        if (isUnpacked(config.mfDir, release.remote, release.version)) continue;
        const archive = await repo.archive(release.remote, release.version);
        if (!archive) continue;
        unpackRelease(config.mfDir, release.remote, release.version, (await checkReleaseInThread(archive)).verified.files);
        app.log.info({ remote: release.remote, version: release.version }, 'unpacked a published remote version');
      }
    } catch (error) {
      app.log.warn({ err: error }, 'could not bring the published remote versions to this replica; retrying');
    } finally {
      running = false;
    }
  };
  await syncOnce();
  if (app.dbDriver !== 'postgres') return; // one process: a publish unpacks where it lands
  const timer = setInterval(() => void syncOnce(), RELEASE_SYNC_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(releaseSync, { name: 'remote-release-sync', dependencies: ['db'] });
