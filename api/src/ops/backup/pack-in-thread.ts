import { Worker } from 'node:worker_threads';
import type { PackJob, PackResult } from './pack-staging';

/**
 * Runs pack-staging.ts in a worker thread started for this one backup and ended with it: the main thread only waits.
 * Not the heavy-work pool's: its tasks never write to the disk, and a backup is not a shopper's request to queue.
 */
export function packInThread(job: PackJob): Promise<PackResult> {
  return new Promise((resolve, reject) => {
    // No inherited flags (the shop's --import preloads): the thread's loader comes from pack-worker.mjs.
    const worker = new Worker(new URL('./pack-worker.mjs', import.meta.url), { workerData: job, execArgv: [] });
    let answered = false;
    worker.once('message', (message: { ok?: PackResult; error?: string }) => {
      answered = true;
      if (message.ok) resolve(message.ok);
      else reject(new Error(message.error ?? 'the backup could not be packed'));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`the backup's packing thread exited (${code}) before it answered`));
    });
  });
}
