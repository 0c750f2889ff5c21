import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, drivers, type TestApp } from '../test/test-app';

describe.each(drivers)('Database.exclusively on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(driver);
  });
  afterAll(() => t?.close());

  it('runs work under a key once at a time: a second caller skips while the first runs, then the key is free again', async () => {
    let release!: () => void;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const first = t.app.database.exclusively(99_001, () => {
      started();
      return new Promise<string>((resolve) => (release = () => resolve('first')));
    });
    // The work runs only once the lock is held.
    await running;
    if (driver === 'postgres') {
      // Another replica holding the key is stood in for by this same pool: a second session.
      expect(await t.app.database.exclusively(99_001, async () => 'second')).toBeUndefined();
      expect(await t.app.database.exclusively(99_002, async () => 'other key')).toBe('other key');
    }
    release();
    expect(await first).toBe('first');
    expect(await t.app.database.exclusively(99_001, async () => 'again')).toBe('again');
  });

  it('frees the key when the work fails', async () => {
    await expect(t.app.database.exclusively(99_003, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await t.app.database.exclusively(99_003, async () => 'after')).toBe('after');
  });
});
