let channel: MessageChannel | undefined;
const waiting: Array<() => void> = [];

/** A new task through a message port: not clamped like nested timeouts, nor slowed to 1 s in a background tab. */
function nextTask(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => waiting.shift()?.();
  }
  return new Promise((resolve) => {
    waiting.push(resolve);
    channel!.port2.postMessage(null);
  });
}

/**
 * Ends the current task and goes on in a new one, so the browser can paint and answer input in between. Chained
 * promises all run in the task that resolved the first of them: without a yield, evaluating a script, the module
 * factories it unblocks and the boot steps they start are one long task. `scheduler.yield()` (Chromium) resumes
 * ahead of other queued work; elsewhere a message to ourselves does the same job.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return nextTask();
}
