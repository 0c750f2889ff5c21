/**
 * What the browser benchmarks share: the system Chromium and its flags, Lighthouse's mobile CPU slowdown, and the
 * check that a `--baseline` checkout has been built.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

export const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** Lighthouse's mobile setting. */
export const CPU_SLOWDOWN = 4;

/** The absolute path of a `--baseline` checkout (undefined when none was given); throws when it has no build. */
export function builtBaseline(given: string | undefined): string | undefined {
  if (!given) return undefined;
  const baseline = path.resolve(given);
  if (!existsSync(path.join(baseline, 'dist/shell/index.html'))) {
    throw new Error(`--baseline ${baseline} has no build: run \`npm install && npm run build\` there first`);
  }
  return baseline;
}
