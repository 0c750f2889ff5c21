/**
 * What the fault run started, stopped in reverse order at the end, on a failure and on Ctrl-C. Each entry also has a
 * synchronous last resort for process exit (an uncaught error, the run's deadline): nothing outlives the run.
 */
type Entry = { what: string; stop: () => Promise<void>; stopNow: () => void; done: boolean };

const entries: Entry[] = [];
let stopping: Promise<void> | undefined;

export function onCleanup(what: string, stop: () => Promise<void>, stopNow: () => void): void {
  entries.push({ what, stop, stopNow, done: false });
}

/** Stops everything registered, newest first; a failure to stop one does not keep the others running. */
export function cleanUp(): Promise<void> {
  stopping ??= (async () => {
    for (const entry of [...entries].reverse()) {
      if (entry.done) continue;
      try {
        await entry.stop();
      } catch (error) {
        console.error(`could not stop ${entry.what} cleanly: ${(error as Error).message}`);
        entry.stopNow();
      }
      entry.done = true;
    }
  })();
  return stopping;
}

process.on('exit', () => {
  for (const entry of [...entries].reverse()) {
    if (entry.done) continue;
    try {
      entry.stopNow();
    } catch {
      // Exiting anyway: the next entry still gets its chance.
    }
  }
});
