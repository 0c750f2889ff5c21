/** `npm run typecheck`: every TypeScript project of the repository, two (one per core) at a time; all errors shown. */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from '../rspack.base';
import { printTimings, runInParallel } from './lib/run-steps';
import { TYPECHECK_PROJECTS } from './lib/typecheck-projects';

const tsc = path.join(ROOT_DIR, 'node_modules/typescript/bin/tsc');
const started = Date.now();
const results = await runInParallel(
  TYPECHECK_PROJECTS.map((project) => ({ name: `tsc ${project}`, command: process.execPath, args: [tsc, '--noEmit', '-p', path.join(ROOT_DIR, project)] })),
  availableParallelism(),
);
printTimings('typecheck', results, (Date.now() - started) / 1000);
const failed = results.filter((r) => !r.ok);
if (failed.length > 0) {
  console.error(`typecheck failed in ${failed.map((r) => r.name.slice(4)).join(', ')}`);
  process.exit(1);
}
console.log(`typecheck ok (${TYPECHECK_PROJECTS.length} projects)`);
