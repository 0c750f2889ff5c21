import { describe, expect, it } from 'vitest';
import yieldPlugin from './yield-plugin';

/** Resolves `work` and reports whether a task queued before it ran first: then `work` waited for a new task. */
async function ranInALaterTask(work: () => Promise<unknown>): Promise<boolean> {
  let earlierTaskRan = false;
  setTimeout(() => (earlierTaskRan = true), 0);
  await work();
  return earlierTaskRan;
}

describe('the yield plugin', () => {
  const plugin = yieldPlugin();
  const args = { pkgName: 'react' } as never;

  it('resolves shared modules and remote modules in a task of their own, with what it was given', async () => {
    expect(await ranInALaterTask(() => plugin.beforeLoadShare!(args))).toBe(true);
    expect(await plugin.beforeLoadShare!(args)).toBe(args);
    expect(await ranInALaterTask(() => plugin.beforeRequest!(args))).toBe(true);
    expect(await plugin.beforeRequest!(args)).toBe(args);
  });

  it('a plain promise chain, by contrast, stays in the task that started it', async () => {
    expect(await ranInALaterTask(() => Promise.resolve().then(() => undefined))).toBe(false);
  });
});
