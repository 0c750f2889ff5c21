// The entry of every heavy-work thread (pool.ts). Plain JavaScript: the thread may start without the
// TypeScript loader the main process runs under (vitest, a bundled bench script), so it registers tsx itself
// and loads the task table from its source.
import { tsImport } from 'tsx/esm/api';

const { runTask } = await tsImport('./tasks.ts', import.meta.url);

/** Piscina calls this with each task: `{ name, input }` (see tasks.ts). */
export default runTask;
