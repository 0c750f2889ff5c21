import { describe, expect, it } from 'vitest';
import yieldPlugin from './yield-plugin';

/**
 * Whether `work` settles only in a later task: microtasks queued in this task (however many) all run before it.
 * Independent of which kind of task the yield uses (scheduler.yield, a message, a timeout).
 */
async function settlesInALaterTask(work: () => unknown): Promise<boolean> {
  let settled = false;
  const done = Promise.resolve(work()).then(() => (settled = true));
  for (let i = 0; i < 50; i++) await Promise.resolve();
  const settledInThisTask = settled;
  await done;
  return !settledInThisTask;
}

describe('the yield plugin', () => {
  const plugin = yieldPlugin();
  const args = { pkgName: 'react' } as never;

  it('resolves shared modules, remote modules, containers and exposed modules in a task of their own, with what it was given', async () => {
    expect(await settlesInALaterTask(() => plugin.beforeLoadShare!(args))).toBe(true);
    expect(await plugin.beforeLoadShare!(args)).toBe(args);
    expect(await settlesInALaterTask(() => plugin.beforeRequest!(args))).toBe(true);
    expect(await plugin.beforeRequest!(args)).toBe(args);
    expect(await settlesInALaterTask(() => plugin.beforeInitContainer!(args))).toBe(true);
    expect(await plugin.beforeInitContainer!(args)).toBe(args);
    // Observers: the runtime ignores what they return.
    expect(await settlesInALaterTask(() => plugin.beforeGetExpose!(args))).toBe(true);
    expect(await settlesInALaterTask(() => plugin.beforeExecuteFactory!(args))).toBe(true);
  });

  it('(the check itself: a plain chain of promises settles in the task that started it)', async () => {
    expect(await settlesInALaterTask(() => Promise.resolve().then(() => undefined))).toBe(false);
  });
});
