/**
 * 5. A team publishes its remote from its own checkout (issue 25): in a second checkout of the repository the team
 * bumps mf_help_service's version and commits; `npm run mf -- publish mf_help_service --to <the front> --key …`
 * there builds it and uploads it, with a publishing key an operator made on the shop's side with
 * `npm run mf -- key` (on the replicas' PostgreSQL). Then each replica, asked directly, must serve that version's
 * mf-manifest.json as the second checkout built it (its buildVersion: the first checkout still says the old one),
 * and `npm run mf -- status` must list it with its gates and publisher. Nothing is copied by hand.
 *
 * On one machine both replicas share MF_DIR (as `npm run start:prod` runs them, with nginx serving /mf/ from
 * there), so the replica that took the upload unpacks it for both. That a replica without the files gets them
 * from the archive kept in PostgreSQL is checked too: the version folder is removed, and the replicas' sync must
 * bring it back by itself.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTES, ROOT_DIR } from '../../rspack.base';
import { mfDir } from '../lib/paths';
import { onCleanup } from './cleanup';
import type { FaultContext, ScenarioOutcome } from './fault-context';
import { waitFor } from './poll';
import { replicaBase } from './replica-probes';
import { runCapturing, type CommandResult } from './run-command';
import { bumpRemoteVersion, makeSecondCheckout } from './second-checkout';

const REMOTE = 'mf_help_service';
const REMOTE_FOLDER = REMOTES[REMOTE];
/** A publish answers within seconds of its upload; the sync's pace is a second (RELEASE_SYNC_MS). */
const REACH_WITHIN_MS = 20_000;
const COMMAND_TIMEOUT_MS = 90_000;
/** What a pipeline's environment has none of: the shop's database, its folders, a key from elsewhere. */
const SHOP_ONLY = ['DATABASE_URL', 'REDIS_URL', 'MF_DIR', 'DATA_DIR', 'MF_PUBLISH_KEY', 'MF_STAFF_TOKEN', 'NODE_ENV'];

const npmRunMf = (cwd: string, env: NodeJS.ProcessEnv, args: string[]) =>
  runCapturing('npm', ['run', '--silent', 'mf', '--', ...args], { cwd, env, timeoutMs: COMMAND_TIMEOUT_MS });

const said = (run: CommandResult) => `exit ${run.code}: ${(run.stderr || run.stdout).trim().split('\n').slice(-6).join(' | ')}`;

/** The replica answers the version's manifest, and it is the second checkout's build (its package.json version). */
async function serves(base: string, version: string): Promise<boolean> {
  const res = await fetch(`${base}/mf/${REMOTE}/${version}/mf-manifest.json`, { signal: AbortSignal.timeout(5_000) });
  const manifest = res.ok ? ((await res.json()) as { name?: string; metaData?: { buildInfo?: { buildVersion?: string } } }) : undefined;
  return manifest?.name === REMOTE && manifest.metaData?.buildInfo?.buildVersion === version;
}

export async function publishFromSecondCheckout(context: FaultContext): Promise<ScenarioOutcome> {
  const lines: string[] = [];
  const failures: string[] = [];
  // A version no earlier run can have left behind: published versions are immutable, and the folder is the shop's.
  const version = `1.1.0-faults.${Date.now()}`;
  const work = mkdtempSync(path.join(tmpdir(), 'labmall-second-checkout-'));
  const unpacked = path.join(mfDir(), REMOTE, version);
  const removeAll = async () => {
    rmSync(work, { recursive: true, force: true });
    rmSync(unpacked, { recursive: true, force: true });
  };
  onCleanup('the second checkout and its published version', removeAll, () => void removeAll());
  const replicas = context.topology.replicas.map((replica, i) => ({ name: `replica ${i + 1}`, base: replicaBase(replica) }));
  const reachEveryReplica = async (what: string) => {
    for (const replica of replicas) {
      const ms = await waitFor(`${replica.name} serving ${REMOTE} ${version} ${what}`, () => serves(replica.base, version), REACH_WITHIN_MS, 100);
      lines.push(`${replica.name} serves /mf/${REMOTE}/${version}/mf-manifest.json ${what} (${ms} ms later)`);
    }
  };

  try {
    const checkout = await makeSecondCheckout(path.join(work, 'checkout'));
    await bumpRemoteVersion(checkout, REMOTE_FOLDER, version);
    lines.push(`second checkout: ${checkout.how}, node_modules linked to the first checkout's packages; ${REMOTE_FOLDER}/package.json bumped to ${version}`);

    // The operator, on a shop machine: the replicas' database, a data folder of its own (not the repository's).
    const operatorEnv = { ...process.env, DATABASE_URL: context.databaseUrl, DATA_DIR: path.join(work, 'operator-data') };
    const key = await npmRunMf(ROOT_DIR, operatorEnv, ['key', REMOTE]);
    const publishingKey = key.stdout.trim();
    if (key.code !== 0 || !publishingKey.startsWith(`mfk_${REMOTE}_`)) throw new Error(`npm run mf -- key ${REMOTE}: ${said(key)}`);
    context.progress(`publishing key made; publishing ${REMOTE} ${version} from the second checkout`);

    const pipelineEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !SHOP_ONLY.includes(name)));
    const published = await npmRunMf(checkout.dir, pipelineEnv, ['publish', REMOTE, '--to', context.topology.base, '--key', publishingKey]);
    if (published.code !== 0 || !published.stdout.includes(`published ${REMOTE} ${version}`)) throw new Error(`npm run mf -- publish from the second checkout: ${said(published)}`);
    lines.push(`npm run mf -- publish ${REMOTE} --to ${context.topology.base} --key …: built ${version} in the second checkout, uploaded, every gate passed`);
    await reachEveryReplica('after the publish');

    const status = await npmRunMf(ROOT_DIR, operatorEnv, ['status']);
    const listed = status.stdout.split('\n').find((line) => line.startsWith(`  ${version} `));
    const keyed = status.stdout.split('\n').find((line) => line.startsWith(`${REMOTE}  live `));
    if (status.code !== 0 || !listed || !keyed) failures.push(`npm run mf -- status does not list ${version}: ${said(status)}`);
    else if (!listed.includes(`by key:${REMOTE}`) || /FAILED|no gates/.test(listed) || !/ key rotated \S+ by cli:/.test(keyed)) failures.push(`npm run mf -- status: ${keyed} / ${listed.trim()}`);
    else lines.push(`npm run mf -- status: ${listed.trim().replace(/\s+/g, ' ')}`);

    // As if on a machine whose disk never had it: only the archive in PostgreSQL can bring it back.
    rmSync(unpacked, { recursive: true, force: true });
    const back = await waitFor(`the replicas' sync unpacking ${version} again from PostgreSQL`, () => existsSync(path.join(unpacked, 'mf-manifest.json')), REACH_WITHIN_MS, 100);
    lines.push(`its folder removed from the disk: unpacked again from the archive in PostgreSQL by the replicas' sync ${back} ms later`);
    await reachEveryReplica('again');
  } catch (error) {
    failures.push((error as Error).message);
  } finally {
    await removeAll();
  }
  return { lines, failures };
}
