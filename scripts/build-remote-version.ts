/**
 * Builds one remote at one version into /mf/<remote>/<version>/: the build step of `npm run mf -- release`, run
 * as its own process through run-ts.mjs, because rspack must not run under tsx (see run-ts.mjs) while the rest of
 * the CLI runs under tsx with the api's packages.
 *   node scripts/run-ts.mjs scripts/build-remote-version.ts <mf_name> <version>
 */
import { REMOTES, type RemoteName } from '../rspack.base';
import { buildApp } from './lib/build-app';

const [name, version] = process.argv.slice(2);
if (!name || !(name in REMOTES) || !version) {
  console.error('usage: node scripts/run-ts.mjs scripts/build-remote-version.ts <mf_name> <version>');
  process.exit(2);
}
await buildApp(REMOTES[name as RemoteName], { version });
