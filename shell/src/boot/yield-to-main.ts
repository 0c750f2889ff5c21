/**
 * Ends the current task and goes on in a new one, so the browser can paint and answer input in between. Chained
 * promises all run in the task that resolved the first of them: without a yield, evaluating a script, the module
 * factories it unblocks and the boot steps they start are one long task. `scheduler.yield()` (Chromium) resumes
 * ahead of other queued work; elsewhere a zero timeout does the same job less precisely.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
