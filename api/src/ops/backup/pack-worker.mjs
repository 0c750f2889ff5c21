// The backup's packing thread (pack-in-thread.ts). Plain JavaScript: the thread may start without the TypeScript
// loader the main process runs under, so it registers tsx itself and loads pack-staging.ts from its source.
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { packStaging } = await tsImport('./pack-staging.ts', import.meta.url);
try {
  parentPort.postMessage({ ok: await packStaging(workerData) });
} catch (error) {
  parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
}
