/**
 * Runs commands as named steps and times them, for `npm test` (scripts/test-all.ts) and `npm run typecheck`.
 * Steps of one group share the cores: each of tsc and eslint uses one core, so on two cores two at a time halve the
 * wait and cost nothing. A parallel step's output is held and printed whole when it ends, so logs never interleave.
 */
import { spawn } from 'node:child_process';
import { ROOT_DIR } from '../../rspack.base';

export interface Step {
  name: string;
  command: string;
  args: string[];
}

export interface StepResult {
  name: string;
  ok: boolean;
  seconds: number;
}

function run(step: Step, { holdOutput }: { holdOutput: boolean }): Promise<StepResult> {
  const started = Date.now();
  const child = spawn(step.command, step.args, { cwd: ROOT_DIR, stdio: holdOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const result = { name: step.name, ok: code === 0 && !signal, seconds: (Date.now() - started) / 1000 };
      if (holdOutput) process.stdout.write(`\n── ${step.name} (${result.seconds.toFixed(0)} s, ${result.ok ? 'passed' : 'FAILED'})\n${output}`);
      resolve(result);
    });
  });
}

/** Runs the steps, at most `slots` at a time, every one to its end (all failures are shown, not only the first). */
export async function runInParallel(steps: Step[], slots: number): Promise<StepResult[]> {
  const results: StepResult[] = [];
  const queue = [...steps];
  const lane = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) results.push(await run(step, { holdOutput: slots > 1 }));
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(slots, steps.length)) }, lane));
  return steps.map((step) => results.find((r) => r.name === step.name)!);
}

/** One step, its output streamed as it comes. */
export const runStep = (step: Step) => run(step, { holdOutput: false });

export const formatSeconds = (seconds: number) => (seconds >= 60 ? `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s` : `${seconds.toFixed(1)} s`);

/** The table every run ends with, passed or not: the first thing to read when CI gets slower. */
export function printTimings(title: string, results: StepResult[], totalSeconds: number) {
  const width = Math.max(...results.map((r) => r.name.length), 5);
  console.log(`\n${title}`);
  for (const r of results) console.log(`  ${r.name.padEnd(width)}  ${formatSeconds(r.seconds).padStart(12)}  ${r.ok ? 'passed' : 'FAILED'}`);
  console.log(`  ${'total'.padEnd(width)}  ${formatSeconds(totalSeconds).padStart(12)}`);
}
