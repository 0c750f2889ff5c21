/**
 * Operations CLI for remote versions (DESIGN §3, docs/deploy.md "Remote versions"). Changes reach shoppers on
 * their next page load (within a second on every replica); nothing is rebuilt except the remote being released,
 * and no server is restarted.
 *   npm run mf -- list
 *   npm run mf -- history <remote>
 *   npm run mf -- release <remote> [--version x.y.z]            build <remote> into /mf/<remote>/<version>/
 *   npm run mf -- promote <remote> <version>                    make a released version live for everyone
 *   npm run mf -- canary <remote> <version> --percent N         serve it to N % of browsers (stable per browser)
 *   npm run mf -- rollback <remote>                             end the canary, else undo the latest promotion
 *   npm run mf -- override-link <remote> <version> [--hours H]  a signed link that pins the version in one browser
 *   npm run mf -- publish <remote> --to <shop url> [--key K] [--version x.y.z] [--from <built folder>]
 *                                                               build and upload to a shop (docs/deploy.md "Publishing")
 *   npm run mf -- key <remote>                                  a new publishing key for the remote's pipeline
 *   npm run mf -- status                                        live, canary and published versions, gates, history
 * key and status use the database: on the embedded PGlite while `npm start` runs, they run inside the shop through
 * its local command channel (api/src/ops/releases-main.ts); the other commands work on the files or PostgreSQL.
 * <remote> is the federation name (mf_catalog) or the folder (mf-catalog). With DATABASE_URL set the versions
 * live in PostgreSQL (every replica reads them); otherwise in /mf/manifest.json beside the remote folders.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, ROOT_DIR, type RemoteName } from '../rspack.base';
import { loadConfig } from '../api/src/config';
import { DeploymentError, planCanary, planPromote, planRelease, planRollback, type HistoryEntry } from '../api/src/modules/remote-versions/deployments';
import { signOverride } from '../api/src/modules/remote-versions/override-token';
import { releasedVersions } from '../api/src/modules/remote-versions/released-versions';
import { withRemoteVersionStore } from './lib/mf-store';
import { publishCommand, releaseDatabaseCommand } from './lib/mf-release-commands';
import { mfDir, remoteOutputDir } from './lib/paths';
import { remoteVersion, VERSION_PATTERN } from './lib/remote-version';

const USAGE = `usage: npm run mf -- list | history <remote> | release <remote> [--version x.y.z] | promote <remote> <version>
       | canary <remote> <version> --percent N | rollback <remote> | override-link <remote> <version> [--hours H]
       | publish <remote> --to <shop url> [--key K] [--version x.y.z] [--from <folder>] | key <remote> | status`;
const MAX_OVERRIDE_HOURS = 7 * 24;

function remoteName(input: string | undefined): RemoteName {
  const byFolder = Object.entries(REMOTES).find(([, folder]) => folder === input)?.[0];
  const name = (byFolder ?? input) as RemoteName;
  if (!input || !(name in REMOTES)) throw new DeploymentError(`unknown remote "${input ?? ''}" (${Object.keys(REMOTES).join(', ')})`);
  return name;
}

const flag = (args: string[], name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};

const describe = (e: HistoryEntry) =>
  `${e.at}  ${e.action.padEnd(8)} ${e.from ?? '-'} → ${e.to}${e.percent ? ` (${e.percent} %)` : ''}${e.rolledBack ? ' [rolled back]' : ''}`;

async function release(name: RemoteName, args: string[]): Promise<void> {
  const version = flag(args, '--version') ?? remoteVersion(name);
  if (!VERSION_PATTERN.test(version)) throw new DeploymentError(`invalid version "${version}"`);
  // Versioned folders are served as immutable for a year: a released version is never rebuilt in place.
  if (existsSync(path.join(remoteOutputDir(name, version), 'mf-manifest.json'))) {
    throw new DeploymentError(`${name} ${version} is already released; bump the version`);
  }
  const build = spawnSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/build-remote-version.ts', name, version], { cwd: ROOT_DIR, stdio: 'inherit' });
  if (build.status !== 0) throw new DeploymentError(`building ${name} ${version} failed`);
  await withRemoteVersionStore((store) => store.change(name, (state) => planRelease(state, version)));
  console.log(`released ${name} ${version}; make it live with: npm run mf -- promote ${name} ${version} (or canary … --percent N)`);
}

function overrideLink(name: RemoteName, version: string, args: string[]): void {
  const hours = Number(flag(args, '--hours') ?? 8);
  if (!Number.isInteger(hours) || hours < 1 || hours > MAX_OVERRIDE_HOURS) throw new DeploymentError(`--hours must be a whole number from 1 to ${MAX_OVERRIDE_HOURS}`);
  if (!releasedVersions(mfDir(), name).includes(version)) throw new DeploymentError(`${name} ${version} has not been released`);
  const config = loadConfig(process.env);
  const token = signOverride(config.mfOverrideSecret, { remote: name, version, expiresAt: Math.floor(Date.now() / 1000) + hours * 3600 });
  const origin = config.publicOrigin || `http://localhost:${config.port}`;
  console.log(`${origin}/mf/override?token=${encodeURIComponent(token)}`);
  console.log(`opens the shop with ${name} ${version} in that browser for ${hours} h; ${origin}/mf/override?clear=1 ends it`);
}

async function main(argv: string[]): Promise<void> {
  const [command, remote, ...args] = argv;
  switch (command) {
    case 'list': {
      const deployments = await withRemoteVersionStore((store) => store.deployments());
      for (const name of Object.keys(REMOTES)) {
        const d = deployments[name];
        const canary = d?.canary ? ` canary ${d.canary.version} (${d.canary.percent} %)` : '';
        console.log(`${name.padEnd(18)} live ${String(d?.live ?? '-').padEnd(10)}${canary} released ${releasedVersions(mfDir(), name).join(', ') || '-'}`);
      }
      return;
    }
    case 'history':
      for (const entry of await withRemoteVersionStore((store) => store.history(remoteName(remote)))) console.log(describe(entry));
      return;
    case 'release':
      return release(remoteName(remote), args);
    case 'promote': {
      const entry = await withRemoteVersionStore((store) => store.change(remoteName(remote), (state) => planPromote(state, args[0] ?? '')));
      console.log(`${entry.remote}: ${entry.from ?? '-'} → ${entry.to} for every browser (next page load)`);
      return;
    }
    case 'canary': {
      const percent = Number(flag(args, '--percent'));
      const entry = await withRemoteVersionStore((store) => store.change(remoteName(remote), (state) => planCanary(state, args[0] ?? '', percent)));
      console.log(`${entry.remote}: ${entry.to} for ${entry.percent} % of browsers, ${entry.from} for the rest (next page load)`);
      return;
    }
    case 'rollback': {
      const entry = await withRemoteVersionStore((store) => store.change(remoteName(remote), planRollback));
      console.log(`${entry.remote}: rolled back ${entry.from ?? '-'} → ${entry.to} (next page load)`);
      return;
    }
    case 'override-link':
      return overrideLink(remoteName(remote), args[0] ?? '', args);
    case 'publish': {
      const name = remoteName(remote);
      return publishCommand(name, { to: flag(args, '--to'), key: flag(args, '--key'), version: flag(args, '--version') ?? remoteVersion(name), from: flag(args, '--from') });
    }
    case 'key':
      process.exitCode = await releaseDatabaseCommand(['key', remoteName(remote)]);
      return;
    case 'status':
      process.exitCode = await releaseDatabaseCommand(['status']);
      return;
    default:
      throw new DeploymentError(USAGE);
  }
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof DeploymentError ? error.message : error);
  process.exit(1);
});
