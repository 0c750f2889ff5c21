import { describe, expect, it } from 'vitest';
import { startCpuLoad } from './cpu-load';

describe('startCpuLoad', () => {
  it('keeps its threads busy until stopped, then reports the cores they used', async () => {
    const load = startCpuLoad({ threads: 1, duty: 0.5 });
    // At least one whole slice spun before stopping; a stop that did not reach the thread would never resolve.
    await new Promise((resolve) => setTimeout(resolve, 250));
    const cores = await load.stop();
    expect(cores).toBeGreaterThan(0);
    expect(cores).toBeLessThanOrEqual(1);
    expect(await load.stop()).toBe(cores);
  });
});
