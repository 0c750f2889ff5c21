import { describe, expect, it } from 'vitest';
import yieldPlugin from './yield-plugin';

/** Resolves `work` and reports whether a task queued before it ran first: then `work` waited for a new task. */
async function ranInALaterTask(work: () => unknown): Promise<boolean> {
  let earlierTaskRan = false;
  setTimeout(() => (earlierTaskRan = true), 0);
  await work();
  return earlierTaskRan;
}

describe('the yield plugin', () => {
  const plugin = yieldPlugin();
  const args = { pkgName: 'react' } as never;

  it('resolves shared modules, remote modules, containers and exposed modules in a task of their own, with what it was given', async () => {
    expect(await ranInALaterTask(() => plugin.beforeLoadShare!(args))).toBe(true);
    expect(await plugin.beforeLoadShare!(args)).toBe(args);
    expect(await ranInALaterTask(() => plugin.beforeRequest!(args))).toBe(true);
    expect(await plugin.beforeRequest!(args)).toBe(args);
    expect(await ranInALaterTask(() => plugin.beforeInitContainer!(args))).toBe(true);
    expect(await plugin.beforeInitContainer!(args)).toBe(args);
    // Observers only: they hand nothing back, so the runtime goes on with what it had.
    expect(await ranInALaterTask(() => plugin.beforeGetExpose!(args))).toBe(true);
    expect(await ranInALaterTask(() => plugin.beforeExecuteFactory!(args))).toBe(true);
  });

  it('a plain promise chain, by contrast, stays in the task that started it', async () => {
    expect(await ranInALaterTask(() => Promise.resolve().then(() => undefined))).toBe(false);
  });
});
