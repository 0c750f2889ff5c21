/**
 * Builds the shell and the remotes with the shared factory (rspack.base.ts).
 *   tsx scripts/build.ts                  build everything (remotes at their package.json version)
 *   tsx scripts/build.ts --if-needed      build only what has no output yet
 *   tsx scripts/build.ts mf-catalog       build one app
 * A remote build goes to dist/mf/<name>/<version>/ and, when the manifest has no entry for it yet, is
 * registered there; promotions of later versions are the `npm run mf` CLI's job.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, type RemoteName } from '../rspack.base';
import { buildApp, remoteOutputDir, shellOutputDir } from './lib/build-app';
import { createFileStore } from '../api/src/modules/remote-versions/file-store';
import { planRelease } from '../api/src/modules/remote-versions/deployments';
import { mfDir, shellServerOutputDir } from './lib/paths';
import { remoteVersion } from './lib/remote-version';

const args = process.argv.slice(2);
const ifNeeded = args.includes('--if-needed');
const only = args.filter((a) => !a.startsWith('--'));

const remoteNames = Object.keys(REMOTES) as RemoteName[];
const wanted = (folder: string) => only.length === 0 || only.includes(folder);

async function main(): Promise<void> {
  for (const name of remoteNames) {
    const folder = REMOTES[name];
    if (!wanted(folder)) continue;
    const version = remoteVersion(name);
    const outDir = remoteOutputDir(name, version);
    if (ifNeeded && existsSync(path.join(outDir, 'mf-manifest.json')) && existsSync(path.join(outDir, 'server/remoteEntry.js'))) continue;
    await buildApp(folder, { version });
    await registerIfMissing(name, version);
  }
  const shellBuilt = existsSync(path.join(shellOutputDir(), 'index.html')) && existsSync(path.join(shellServerOutputDir(), 'index.js'));
  if (wanted('shell') && !(ifNeeded && shellBuilt)) {
    await buildApp('shell', {});
  }
}

/**
 * A fresh checkout has no manifest: the first build of each remote becomes its live version (in the file; a
 * PostgreSQL shop adopts it from there). Promotions of later versions are the `npm run mf` CLI's job.
 */
async function registerIfMissing(name: RemoteName, version: string): Promise<void> {
  const store = createFileStore(mfDir());
  if ((await store.deployments())[name]) return;
  await store.change(name, (state) => planRelease(state, version));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
