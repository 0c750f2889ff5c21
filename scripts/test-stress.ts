/**
 * `npm run test:stress [-- vitest args…]`: the unit and API suites (`vitest run`) while a load generator of its own
 * keeps every core busy, several times in a row, stopping at the first failing run. A test that passes here does not
 * depend on how fast the machine is: CI shares its two cores with PostgreSQL, the browser and other builds.
 *
 * The load is bounded: one spinning thread per core (`STRESS_LOAD_THREADS`), each busy `STRESS_DUTY` of every 100 ms
 * (default 0.9), only while the runs last, and a run that passes `STRESS_MAX_MINUTES` (60) is stopped as failed. It stays on this machine:
 * no network. `STRESS_RUNS` (3) sets how many runs must pass.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from '../rspack.base';
import { startCpuLoad } from './lib/cpu-load';

const RUNS = positive('STRESS_RUNS', 3);
const THREADS = positive('STRESS_LOAD_THREADS', availableParallelism());
const DUTY = Math.min(1, Math.max(0.1, Number(process.env.STRESS_DUTY ?? 0.9)));
const MAX_MS = positive('STRESS_MAX_MINUTES', 60) * 60_000;

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1`);
  return value;
}

/** One vitest run; past MAX_MS it is stopped and counts as failed, so the load never outlives its bound. */
function runVitest(args: string[]): Promise<number> {
  const vitest = path.join(ROOT_DIR, 'node_modules/vitest/vitest.mjs');
  const child = spawn(process.execPath, [vitest, 'run', ...args], { cwd: ROOT_DIR, stdio: 'inherit' });
  const bound = setTimeout(() => {
    console.error(`test:stress: the run passed ${MAX_MS / 60_000} minutes, stopping it`);
    child.kill('SIGTERM');
  }, MAX_MS);
  return new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      clearTimeout(bound);
      resolve(code ?? (signal ? 1 : 0));
    }),
  );
}

const load = startCpuLoad({ threads: THREADS, duty: DUTY });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void load.stop().then(() => process.exit(130)));

const timings: string[] = [];
let failed = 0;
for (let run = 1; run <= RUNS && !failed; run++) {
  console.log(`\ntest:stress: run ${run} of ${RUNS}, ${THREADS} load threads at ${Math.round(DUTY * 100)} % duty`);
  const started = Date.now();
  const code = await runVitest(process.argv.slice(2));
  timings.push(`run ${run}: ${code === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (code !== 0) failed = run;
}
const busy = await load.stop();
console.log(`\ntest:stress: ${timings.join('; ')}; the load threads kept ${busy.toFixed(2)} cores busy on average`);
process.exit(failed ? 1 : 0);
