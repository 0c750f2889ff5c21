/**
 * Ends the current task and goes on in a new one, so the browser can paint and answer input in between. Chained
 * promises all run in the task that resolved the first of them: without a yield, evaluating a script, the module
 * factories it unblocks and the boot steps they start are one long task. `scheduler.yield()` (Chromium) resumes
 * ahead of other queued work; elsewhere a message to ourselves does the same job (a zero timeout would be clamped
 * when nested, and slowed to 1 s in a background tab).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}
