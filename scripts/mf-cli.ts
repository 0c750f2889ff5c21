/**
 * Operations CLI for remote versions (DESIGN §3). Changes reach shoppers on their next page load; nothing is
 * rebuilt except the remote being released, and the server is not restarted.
 *   npm run mf -- list
 *   npm run mf -- release <remote> [--version x.y.z]   build <remote> into /mf/<remote>/<version>/
 *   npm run mf -- promote <remote> <version>           make a released version live
 *   npm run mf -- rollback <remote>                    undo the latest promotion
 * <remote> is the federation name (mf_catalog) or the folder (mf-catalog).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, type RemoteName } from '../rspack.base';
import { buildApp } from './lib/build-app';
import { listRemotes, MfCommandError, promote, recordRelease, rollback } from './lib/mf-operations';
import { remoteOutputDir } from './lib/paths';
import { remoteVersion, VERSION_PATTERN } from './lib/remote-version';

const USAGE = 'usage: npm run mf -- list | release <remote> [--version x.y.z] | promote <remote> <version> | rollback <remote>';

function remoteName(input: string | undefined): RemoteName {
  const byFolder = Object.entries(REMOTES).find(([, folder]) => folder === input)?.[0];
  const name = (byFolder ?? input) as RemoteName;
  if (!input || !(name in REMOTES)) throw new MfCommandError(`unknown remote "${input ?? ''}" (${Object.keys(REMOTES).join(', ')})`);
  return name;
}

async function release(name: RemoteName, args: string[]): Promise<void> {
  const flag = args.indexOf('--version');
  const version = flag >= 0 ? args[flag + 1] : remoteVersion(name);
  if (!version || !VERSION_PATTERN.test(version)) throw new MfCommandError(`invalid version "${version ?? ''}"`);
  // Versioned folders are served as immutable for a year: a released version is never rebuilt in place.
  if (existsSync(path.join(remoteOutputDir(name, version), 'mf-manifest.json'))) {
    throw new MfCommandError(`${name} ${version} is already released; bump the version`);
  }
  await buildApp(REMOTES[name], { version });
  recordRelease(name, version);
  console.log(`released ${name} ${version}; make it live with: npm run mf -- promote ${name} ${version}`);
}

async function main(argv: string[]): Promise<void> {
  const [command, ...args] = argv;
  switch (command) {
    case 'list':
      for (const row of listRemotes(Object.keys(REMOTES))) {
        console.log(`${row.remote.padEnd(18)} live ${String(row.live ?? '-').padEnd(10)} released ${row.released.join(', ') || '-'}`);
      }
      return;
    case 'release':
      return release(remoteName(args[0]), args.slice(1));
    case 'promote': {
      const entry = promote(remoteName(args[0]), args[1] ?? '');
      console.log(`${entry.remote}: ${entry.from ?? '-'} → ${entry.to} (next page load)`);
      return;
    }
    case 'rollback': {
      const entry = rollback(remoteName(args[0]));
      console.log(`${entry.remote}: rolled back ${entry.from ?? '-'} → ${entry.to} (next page load)`);
      return;
    }
    default:
      throw new MfCommandError(USAGE);
  }
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof MfCommandError ? error.message : error);
  process.exit(1);
});
