/**
 * How many cores each part of a benchmark used (Linux /proc): on a small shared machine the load generator,
 * the proxy, the servers and the database compete for the same cores, so a figure means little without it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** /proc counts CPU time in clock ticks; USER_HZ is 100 on every Linux architecture Node runs on. */
const TICKS_PER_S = 100;

/** utime + stime of a process (all its threads), in seconds; 0 once it is gone. */
function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields from the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_S;
  } catch {
    return 0;
  }
}

/** The direct children of a process (nginx's workers under its master). */
export function childrenOf(parent: number): number[] {
  const children: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent) children.push(Number(name));
    } catch {
      // Exited while we looked.
    }
  }
  return children;
}

/** Busy CPU seconds of the whole machine (every process, ours and everyone else's). */
function machineBusySeconds(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
  // user nice system idle iowait irq softirq steal …: idle and iowait are not work, steal was not ours.
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0] = ticks;
  return (user + nice + system + irq + softirq) / TICKS_PER_S;
}

/** Each part's processes, listed when a measurement starts and again when it ends (pools open connections). */
export type Parts = Record<string, () => number[] | Promise<number[]>>;
/** Cores used per part over the measurement, plus `other`: the rest of the machine's busy time. */
export type CoresUsed = Record<string, number>;

export const CORES = availableParallelism();

/** Starts measuring; the returned function ends it and answers the average cores each part kept busy. */
export async function measureCores(parts: Parts): Promise<() => Promise<CoresUsed>> {
  const startedAt = performance.now();
  const machineAtStart = machineBusySeconds();
  const atStart = new Map<string, Map<number, number>>();
  for (const [name, list] of Object.entries(parts)) atStart.set(name, new Map((await list()).map((pid) => [pid, cpuSecondsOf(pid)])));
  return async () => {
    const seconds = (performance.now() - startedAt) / 1000;
    const used: CoresUsed = {};
    let ours = 0;
    for (const [name, list] of Object.entries(parts)) {
      const before = atStart.get(name)!;
      // A process that appeared during the measurement started from 0.
      const pids = new Set([...before.keys(), ...(await list())]);
      let cpu = 0;
      for (const pid of pids) cpu += Math.max(0, cpuSecondsOf(pid) - (before.get(pid) ?? 0));
      used[name] = cpu / seconds;
      ours += cpu;
    }
    used.other = Math.max(0, machineBusySeconds() - machineAtStart - ours) / seconds;
    return used;
  };
}
