/**
 * The production shop server as the page benchmarks (bench:ssr, bench:lighthouse) need it: built if needed,
 * started as its own process (`node --import tsx api/src/server.ts`, as `npm start` runs it) on a free
 * 127.0.0.1 port with a fresh database, healthy before it is returned, and stopped with its data afterwards.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from '../../rspack.base';
import { runKeys } from './run-keys';

// A fresh embedded database is migrated and seeded first: well over a minute on a busy two-core machine.
const HEALTH_TIMEOUT_MS = 180_000;
/** Server output kept for the error message when it does not come up. */
const TAIL_LINES = 40;

export interface BenchServer {
  /** http://127.0.0.1:<port> */
  base: string;
  /** The server's process id (its CPU, threads included, for the figures). */
  pid: number;
  /** Lines the server logged at warn level or above while it ran (pino JSON at LOG_LEVEL=warn). */
  warnings(): string[];
  /** Throws, with the server's last output, if it has exited: later figures would only measure a refused connection. */
  assertRunning(): void;
  /** SIGTERM (the server drains), SIGKILL if it has not left after 15 s; then its data directory goes. */
  stop(): Promise<void>;
}

/** Builds what has no output yet, as `npm start` does; an existing build is measured as it is. */
export function buildIfNeeded(): void {
  const build = spawnSync(process.execPath, [path.join(ROOT_DIR, 'scripts/run-ts.mjs'), 'scripts/build.ts', '--if-needed'], {
    stdio: 'inherit',
    cwd: ROOT_DIR,
  });
  if (build.status !== 0) throw new Error(`the build failed (exit code ${build.status})`);
}

/** Binds `port` (0 = any) on 127.0.0.1 and lets it go: the port it got, or undefined when it was taken. */
function probePort(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(undefined));
    probe.listen(port, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : undefined));
    });
  });
}

/** A port nobody listens on now; the server is started on it right after, so the race is only theoretical. */
async function freePort(): Promise<number> {
  const port = await probePort(0);
  if (port === undefined) throw new Error('no free port');
  return port;
}

/** The first of `count` consecutive free ports (the production topology's replicas listen on port, port + 1, …). */
export async function freePorts(count: number): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const first = await freePort();
    const rest = await Promise.all(Array.from({ length: count - 1 }, (_, i) => (first + i + 1 <= 65_535 ? probePort(first + i + 1) : undefined)));
    if (rest.every((port) => port !== undefined)) return first;
  }
  throw new Error(`no ${count} consecutive free ports`);
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitForHealth(base: string, child: ChildProcess, tail: () => string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}:\n${tail()}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // Not listening yet (a fresh database is created, migrated and seeded first).
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server was not healthy after ${HEALTH_TIMEOUT_MS / 1000} s:\n${tail()}`);
}

/**
 * Starts the production server. `databaseUrl` '' = the embedded PGlite in a new temporary directory.
 * The analytics collector is off (ANALYTICS_PORT=0): a benchmark measures the shop, not the collector.
 */
export async function startBenchServer(options: { databaseUrl: string; env?: Record<string, string>; serverRoot?: string; nodeArgs?: string[] }): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'labmall-bench-server-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // `serverRoot`: another checkout's server (e.g. the previous release, to compare with), this repository's by default.
  const root = options.serverRoot ?? ROOT_DIR;
  // `nodeArgs`: e.g. --cpu-prof, to see where the server's own thread spends a benchmark.
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', path.join(root, 'api/src/server.ts')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      ANALYTICS_PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl,
      LOG_LEVEL: 'warn',
      ...runKeys(),
      ...options.env,
    },
  });
  // If this process leaves without reaching stop() (process.exit, Ctrl-C, kill), the server and its data go
  // with it: an 'exit' listener may only do synchronous work, hence SIGKILL and a synchronous rm.
  const killOnExit = () => {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const exitOnSignal = () => process.exit(130);
  process.once('exit', killOnExit);
  process.once('SIGINT', exitOnSignal);
  process.once('SIGTERM', exitOnSignal);

  const lines: string[] = [];
  const warnings: string[] = [];
  // A chunk may end mid-line; the rest of that line comes with the next one.
  const partial = { stdout: '', stderr: '' };
  const collect = (stream: 'stdout' | 'stderr') => (chunk: Buffer) => {
    const text = partial[stream] + chunk.toString('utf8');
    const complete = text.split('\n');
    partial[stream] = complete.pop() ?? '';
    for (const line of complete) {
      if (!line.trim()) continue;
      lines.push(line);
      if (lines.length > TAIL_LINES) lines.shift();
      if (line.startsWith('{') && /"level":\s*(4|5|6)0/.test(line)) warnings.push(line);
    }
  };
  child.stdout?.on('data', collect('stdout'));
  child.stderr?.on('data', collect('stderr'));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited(child);
      clearTimeout(timer);
    }
    process.removeListener('exit', killOnExit);
    process.removeListener('SIGINT', exitOnSignal);
    process.removeListener('SIGTERM', exitOnSignal);
    // After the exit: PGlite holds the directory (and its lock) until then.
    rmSync(dataDir, { recursive: true, force: true });
  };

  const tail = () => lines.join('\n');
  const assertRunning = () => {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited during the benchmark (${child.signalCode ?? `code ${child.exitCode}`}):\n${tail()}`);
    }
  };
  try {
    await waitForHealth(base, child, tail);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, pid: child.pid!, warnings: () => [...warnings], assertRunning, stop };
}

/** One line per distinct message the server logged at warn level or above, with how often. */
export function summariseWarnings(lines: string[]): string[] {
  const counts = new Map<string, number>();
  for (const line of lines) {
    let message = line;
    try {
      const entry = JSON.parse(line) as { msg?: string; err?: { message?: string } };
      message = [entry.msg, entry.err?.message].filter(Boolean).join(': ') || line;
    } catch {
      // Not JSON: the line as it is.
    }
    counts.set(message, (counts.get(message) ?? 0) + 1);
  }
  return [...counts].map(([message, n]) => `${n}× ${message.slice(0, 300)}`);
}
