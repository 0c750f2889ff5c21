/**
 * `npm test`: every check and test of the repository, as CI runs it, with each step's time printed at the end.
 * Lint and the type checks go first, side by side (each is one process on one core); then the unit and API tests,
 * the build and the browser journeys, and the fault run, one after another (each uses every core itself). A failed
 * step stops the run after its group, and the timings are printed either way.
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from '../rspack.base';
import { formatSeconds, printTimings, runInParallel, runStep, type Step, type StepResult } from './lib/run-steps';
import { TYPECHECK_PROJECTS } from './lib/typecheck-projects';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const tsc = path.join(ROOT_DIR, 'node_modules/typescript/bin/tsc');
function typecheck(project: string): Step {
  return { name: `typecheck ${project}`, command: process.execPath, args: [tsc, '--noEmit', '-p', path.join(ROOT_DIR, project)] };
}
const npmRun = (name: string, script: string, ...args: string[]): Step => ({ name, command: npm, args: ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])] });

// The longest steps first, so the lanes end together.
const LONGEST = ['api', '.', 'mf-backoffice'];
const checks: Step[] = [
  ...LONGEST.map((project) => typecheck(project)),
  npmRun('lint', 'lint'),
  ...TYPECHECK_PROJECTS.filter((project) => !LONGEST.includes(project)).map((project) => typecheck(project)),
];
const sequence: Step[] = [
  npmRun('unit and API tests (vitest)', 'test:unit'),
  { name: 'build', command: process.execPath, args: [path.join(ROOT_DIR, 'scripts/run-ts.mjs'), 'scripts/build.ts'] },
  { name: 'browser journeys (Playwright)', command: process.execPath, args: [path.join(ROOT_DIR, 'node_modules/@playwright/test/cli.js'), 'test', '-c', 'e2e/playwright.config.ts'] },
  npmRun('fault run', 'test:faults'),
];

const started = Date.now();
const results: StepResult[] = [];
let checksSeconds = 0;
const finish = () => {
  printTimings('npm test: time per step', results, (Date.now() - started) / 1000);
  console.log(`  (lint and the ${TYPECHECK_PROJECTS.length} type checks ran ${availableParallelism()} at a time: ${formatSeconds(checksSeconds)} in all)`);
  const failed = results.filter((r) => !r.ok);
  if (failed.length) console.error(`\nnpm test failed: ${failed.map((r) => r.name).join(', ')}`);
  process.exit(failed.length ? 1 : 0);
};

results.push(...(await runInParallel(checks, availableParallelism())));
checksSeconds = (Date.now() - started) / 1000;
if (results.every((r) => r.ok)) {
  for (const step of sequence) {
    console.log(`\n── ${step.name}`);
    const result = await runStep(step);
    results.push(result);
    if (!result.ok) break;
  }
}
finish();
