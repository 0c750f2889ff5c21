/**
 * A second checkout of this repository, as a feature team's pipeline has one: its own sources and its own build,
 * sharing nothing with the shop's checkout but the installed packages.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../../rspack.base';
import { runCommand } from './run-command';

/** The scope npm links this repository's workspaces under (node_modules/@labmall/shared → ../../shared). */
const WORKSPACE_SCOPE = '@labmall';

/** What .gitignore keeps out of a checkout: these names anywhere, these paths from the root. */
const IGNORED_NAMES = new Set(['.git', 'node_modules', 'dist', 'test-results', 'playwright-report', '.env']);
const IGNORED_PATHS = new Set(['data', 'api/data', '.run', 'data-secrets.json', 'api/data-secrets.json']);
const isSource = (file: string) => !IGNORED_NAMES.has(path.basename(file)) && !IGNORED_PATHS.has(path.relative(ROOT_DIR, file));

/**
 * `git clone --shared` of the first checkout's HEAD commit into `dir` (a pipeline builds what is committed). It
 * only reads the first checkout's objects, so nothing is written into the .git of a checkout other people work in
 * (`git worktree add` would register the worktree there, and leave a stale entry behind a killed run), and
 * removing the folder removes it all.
 *
 * Its node_modules is a folder of its own: each installed package is a link to the first checkout's (no `npm ci`:
 * CI has no registry to spare, and it would take minutes), but the workspace links point into the second checkout,
 * as npm makes them, so `@labmall/shared` is built from the second checkout's sources. Linking the whole folder
 * would resolve them into the first checkout. Hidden entries other than .bin stay out: `.cache` holds run-ts.mjs's
 * bundles, which the two checkouts would overwrite for each other. A workspace's own node_modules (api's
 * drizzle-orm) is linked as it is.
 */
export async function makeSecondCheckout(dir: string): Promise<{ dir: string; how: string; isGit: boolean }> {
  const how = await checkOut(dir);
  linkInstalledPackages(dir);
  return { dir, how, isGit: existsSync(path.join(dir, '.git')) };
}

/**
 * The team's change in its own checkout: the remote's package.json version (what `npm run mf -- publish` publishes
 * when given no --version), committed as a pipeline would find it. The first checkout keeps its own version, so
 * a build that says this version can only have come from here.
 */
export async function bumpRemoteVersion(checkout: { dir: string; isGit: boolean }, folder: string, version: string): Promise<void> {
  const file = path.join(checkout.dir, folder, 'package.json');
  writeFileSync(file, readFileSync(file, 'utf8').replace(/"version": "[^"]*"/, `"version": "${version}"`));
  if (!checkout.isGit) return;
  await runCommand('git', ['-C', checkout.dir, '-c', 'user.name=fault test', '-c', 'user.email=faults@labmall.invalid', 'commit', '--quiet', '-m', `${folder} ${version}`, '--', `${folder}/package.json`]);
}

async function checkOut(dir: string): Promise<string> {
  const head = spawnSync('git', ['-C', ROOT_DIR, 'rev-parse', '--verify', 'HEAD'], { encoding: 'utf8' });
  if (head.status !== 0) {
    // A CI that runs on an exported tree has no history to clone: the sources are copied instead, leaving out
    // what .gitignore leaves out (installed packages, builds, data and its secrets).
    cpSync(ROOT_DIR, dir, { recursive: true, filter: isSource });
    return 'a copy of the sources (not a git checkout)';
  }
  const commit = head.stdout.trim();
  // The commit itself, not a branch: CI may run on a detached HEAD that no branch names.
  await runCommand('git', ['clone', '--quiet', '--shared', '--no-checkout', ROOT_DIR, dir]);
  await runCommand('git', ['-C', dir, 'checkout', '--quiet', '--detach', commit]);
  return `git clone --shared at ${commit.slice(0, 12)}`;
}

function linkInstalledPackages(dir: string): void {
  const installed = path.join(ROOT_DIR, 'node_modules');
  const modules = path.join(dir, 'node_modules');
  mkdirSync(path.join(modules, WORKSPACE_SCOPE), { recursive: true });
  for (const entry of readdirSync(installed)) {
    if (entry === WORKSPACE_SCOPE || (entry.startsWith('.') && entry !== '.bin')) continue;
    symlinkSync(path.join(installed, entry), path.join(modules, entry));
  }
  for (const workspace of readdirSync(path.join(installed, WORKSPACE_SCOPE))) {
    symlinkSync(readlinkSync(path.join(installed, WORKSPACE_SCOPE, workspace)), path.join(modules, WORKSPACE_SCOPE, workspace));
  }
  const { workspaces } = JSON.parse(readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8')) as { workspaces: string[] };
  for (const workspace of workspaces) {
    const own = path.join(ROOT_DIR, workspace, 'node_modules');
    if (existsSync(own) && existsSync(path.join(dir, workspace))) symlinkSync(own, path.join(dir, workspace, 'node_modules'));
  }
}
