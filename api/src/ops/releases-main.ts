/**
 * The commands of `npm run mf` that read or write the database (scripts/mf-cli.ts has the others, which touch only
 * the deployments and the disk; docs/deploy.md "Publishing a remote from a team's pipeline"):
 *   npm run mf -- key <remote>   a new publishing key for the remote's pipeline, printed once
 *   npm run mf -- status         live, canary and published versions, gates, error rates, key, history
 * Run directly or through the running shop (cli/run-command-line.ts), so they also work while `npm start` holds
 * the embedded database. Key rotations are audited as cli:<user>.
 */
import { REMOTE_NAMES } from '../../../shell/src/federation/remote-names';
import type { Config } from '../config';
import type { Db } from '../db/types';
import { createReleaseService } from '../modules/remote-releases/service';
import { releaseStatus, type RemoteStatus } from '../modules/remote-releases/status';
import { createDatabaseStore } from '../modules/remote-versions/database-store';
import { createFileStore } from '../modules/remote-versions/file-store';
import type { CliMain } from './cli/context';

const USAGE = 'usage: npm run mf -- key <remote> | status';

class UsageError extends Error {}

export const releasesErrors = [UsageError];

/**
 * The deployments the shop reads, as versionStoreOf does: PostgreSQL's rows, else the files beside the remote
 * folders. `config` is the one the database was opened with, so through the channel it is the shop's own MF_DIR.
 */
const storeOf = (db: Db, config: Config) => (config.databaseUrl ? createDatabaseStore(db, config.mfDir) : createFileStore(config.mfDir));

/** The console's releases page as lines of text. */
export function describeStatus(remotes: RemoteStatus[]): string[] {
  return remotes.flatMap((r) => {
    const canary = r.canary ? `  canary ${r.canary.version} (${r.canary.percent} %)` : '';
    const versions = r.versions.map((v) => {
      const gates = v.gates ? v.gates.map((g) => `${g.name} ${g.passed ? 'ok' : 'FAILED'}`).join(', ') : 'built on this machine (no gates)';
      const rate = v.pageLoads ? `${((100 * v.errors) / v.pageLoads).toFixed(2)} % errors of ${v.pageLoads} page loads` : 'no page loads';
      return `  ${v.version.padEnd(12)} ${v.publishedBy ? `published ${v.publishedAt} by ${v.publishedBy}` : ''}  ${gates}  ${rate}, ${v.ssrFailures} SSR failures`;
    });
    const history = r.history.slice(0, 5).map((e) => `  ${e.at}  ${e.action.padEnd(8)} ${e.from ?? '-'} → ${e.to}${e.percent ? ` (${e.percent} %)` : ''}  ${e.actor ?? ''}${e.reason ? `: ${e.reason}` : ''}`);
    return [`${r.remote}  live ${r.live ?? '-'}${canary}  key ${r.key ? `rotated ${r.key.createdAt} by ${r.key.createdBy}` : 'none'}`, ...versions, ...history];
  });
}

export const releasesMain: CliMain = async (argv, { io, withDatabase, actor }) => {
  const [command, remote] = argv;
  if (!(command === 'status' || (command === 'key' && remote))) {
    io.error(USAGE);
    return 2;
  }
  if (command === 'status') {
    for (const line of describeStatus(await withDatabase((db, config) => releaseStatus(db, storeOf(db, config), config.mfDir)))) io.log(line);
    return 0;
  }
  if (!(REMOTE_NAMES as readonly string[]).includes(remote!)) throw new UsageError(`unknown remote "${remote}" (${REMOTE_NAMES.join(', ')})`);
  const key = await withDatabase((db, config) => createReleaseService(db, storeOf(db, config), config.mfDir).rotateKey(actor, remote!));
  io.log(key);
  io.error(`the publishing key of ${remote} (shown once; the previous key no longer works). Give it to the team's pipeline as MF_PUBLISH_KEY.`);
  return 0;
};
