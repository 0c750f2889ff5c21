/** Waiting in the fault tests: every wait polls a condition under a deadline; nothing sleeps a fixed time to be safe. */

export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `check` every `everyMs` until it answers true; throws naming `what` once `withinMs` has passed. */
export async function waitFor(what: string, check: () => boolean | Promise<boolean>, withinMs: number, everyMs = 100): Promise<number> {
  const started = Date.now();
  for (;;) {
    try {
      if (await check()) return Date.now() - started;
    } catch {
      // Not yet (a refused connection, a 5xx): polled again.
    }
    if (Date.now() - started > withinMs) throw new Error(`${what}: not within ${withinMs / 1000} s`);
    await pause(everyMs);
  }
}

/** Runs `work` but gives up with an error after `ms`: a scenario that hangs fails instead of stalling the run. */
export async function withDeadline<T>(what: string, ms: number, work: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: still running after ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work(), expired]);
  } finally {
    clearTimeout(timer);
  }
}
