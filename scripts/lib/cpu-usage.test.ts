import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { childrenOf, measureCores } from './cpu-usage';

const spin = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // Busy on purpose: this process is the part being measured.
  }
};

describe.skipIf(process.platform !== 'linux')('cores used per part (/proc)', () => {
  it('charges a process with the CPU time it used, a gone one with nothing, and the rest of the machine to other', async () => {
    const startedAt = performance.now();
    const cpuAtStart = process.cpuUsage();
    const end = await measureCores({ busy: () => [process.pid], gone: () => [2 ** 22 + 1] });
    spin(500);
    const used = await end();
    const cpu = process.cpuUsage(cpuAtStart);
    // The same measure as Node's own, whatever share of a core a loaded machine gave this process
    // (/proc counts in 10 ms ticks).
    const expected = (cpu.user + cpu.system) / 1000 / (performance.now() - startedAt);
    expect(used.busy).toBeGreaterThan(0);
    expect(Math.abs(used.busy! - expected)).toBeLessThan(0.15);
    expect(used.gone).toBe(0);
    expect(used.other).toBeGreaterThanOrEqual(0);
  });

  it('finds the children of a process (nginx workers under their master)', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)'], { stdio: 'ignore' });
    try {
      await new Promise((resolve) => child.once('spawn', resolve));
      expect(childrenOf(process.pid)).toContain(child.pid);
    } finally {
      child.kill();
    }
  });
});
