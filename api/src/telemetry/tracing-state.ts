/**
 * What the tracing preload (tracing-preload.ts) leaves for the rest of the server: whether spans are recorded at
 * all, and how to flush them. A module of its own, with no OpenTelemetry import, so the server and the PGlite driver
 * can ask without loading the SDK when tracing is off.
 */
let flush: (() => Promise<void>) | undefined;

/** Called once by the preload after the SDK started; `shutdown` ends the SDK and sends the spans it still holds. */
export function tracingStarted(shutdown: () => Promise<void>): void {
  flush = shutdown;
}

export function tracingActive(): boolean {
  return flush !== undefined;
}

/**
 * Sends the spans still waiting in the batch and stops the SDK; a no-op when tracing is off. The server awaits it after
 * closing the app, before it exits: process.exit would drop the last requests' spans. An unreachable collector must
 * not hold the shutdown, so it is given at most `limitMs`.
 */
export async function flushTracing(limitMs = 3000): Promise<void> {
  if (!flush) return;
  const shutdown = flush;
  flush = undefined;
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, limitMs);
  });
  try {
    await Promise.race([shutdown().catch((error: unknown) => console.error('Tracing: the last spans could not be sent', error)), limit]);
  } finally {
    clearTimeout(timer);
  }
}
