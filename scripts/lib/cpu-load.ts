/**
 * A bounded CPU load of our own, for test:stress: threads that spin for `duty` of every 100 ms slice and sleep the
 * rest, so the machine is as busy as a shared CI runner without being starved entirely. Local only: no I/O at all.
 */
import { Worker } from 'node:worker_threads';

const SLICE_MS = 100;

// The thread's whole program, as text: a bundled script has no file of its own to point a Worker at.
const SPIN = `
const { parentPort, workerData } = require('node:worker_threads');
const { duty, sliceMs } = workerData;
let busyMs = 0;
let stopped = false;
parentPort.on('message', () => { stopped = true; });
function slice() {
  if (stopped) { parentPort.postMessage(busyMs); return; }
  const until = Date.now() + duty * sliceMs;
  while (Date.now() < until) Math.sqrt(Math.random());
  busyMs += duty * sliceMs;
  setTimeout(slice, (1 - duty) * sliceMs);
}
slice();
`;

export interface CpuLoad {
  /** Stops every thread; resolves with the average number of cores they kept busy. */
  stop(): Promise<number>;
}

export function startCpuLoad({ threads, duty }: { threads: number; duty: number }): CpuLoad {
  const started = Date.now();
  const workers = Array.from({ length: threads }, () => new Worker(SPIN, { eval: true, workerData: { duty, sliceMs: SLICE_MS } }));
  let stopping: Promise<number> | undefined;
  return {
    stop() {
      stopping ??= Promise.all(
        workers.map(
          (worker) =>
            new Promise<number>((resolve) => {
              worker.once('message', (busyMs: number) => void worker.terminate().then(() => resolve(busyMs)));
              worker.once('error', () => resolve(0));
              worker.postMessage('stop');
            }),
        ),
      ).then((busy) => busy.reduce((sum, ms) => sum + ms, 0) / Math.max(1, Date.now() - started));
      return stopping;
    },
  };
}
