/**
 * The production topology on one machine (docs/deploy.md): N API replicas on PostgreSQL and Redis behind nginx.
 * `startTopology` starts it and answers when every replica is ready and nginx listens; `stop` ends it cleanly
 * (nginx first, so no request reaches a stopping replica, then the replicas drain on SIGTERM). Used by
 * `npm run start:prod`, and by the cluster benchmark and fault tests, which also kill and restart replicas.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { DIST_DIR, ROOT_DIR } from '../../rspack.base';

export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const TEMPLATE = path.join(ROOT_DIR, 'deploy/nginx.conf.template');
const READY_TIMEOUT_MS = 180_000;

export interface TopologyOptions {
  replicas: number;
  /** nginx's port; replicas listen on firstReplicaPort, +1, … (127.0.0.1 only). */
  port: number;
  host: string;
  firstReplicaPort: number;
  databaseUrl: string;
  redisUrl: string;
  /** Where nginx's config, pid, logs and temp files go (recreated at each start). */
  runDir: string;
  /** nginx's access log: a file, or 'off' (benchmarks). */
  accessLog: string;
  /** Extra environment for every replica. */
  env?: Record<string, string>;
  /** Where the replicas' output goes: inherited (start:prod) or dropped (benchmarks, tests). */
  stdio: 'inherit' | 'ignore';
}

export interface Replica {
  port: number;
  process: ChildProcess;
}

/** Another checkout of the shop (a newer release) a replica can be started from. */
export interface Release {
  root: string;
  env?: Record<string, string>;
}

export interface Topology {
  base: string;
  replicas: Replica[];
  /**
   * Starts replica `index` again (after a kill), and answers when it is ready. `release`: another checkout's build
   * (a rolling upgrade), with extra environment (where the static files it serves are).
   */
  restartReplica(index: number, release?: Release): Promise<void>;
  stop(): Promise<void>;
}

/** Creates the database named in `url` if the server does not have it yet (a first start:prod on this machine). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`DATABASE_URL must name a database of letters, digits and _ (got "${name}")`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}

/** The nginx config of this topology, from deploy/nginx.conf.template. */
export function renderNginxConfig(options: TopologyOptions): string {
  const ports = Array.from({ length: options.replicas }, (_, i) => options.firstReplicaPort + i);
  // Each replica twice: in rotation, out for 2 s after a failure (a dead replica, a full pool, a drain); and as a
  // backup that is never marked failed, used once every replica is out — the database itself is down, each replica
  // still answers what it has cached (stale-if-error) and 503 + Retry-After for the rest (nginx.conf.template).
  const servers = [
    ...ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`),
    ...ports.map((port) => `    server 127.0.0.1:${port} backup max_fails=0;`),
  ].join('\n');
  const values: Record<string, string> = {
    RUN_DIR: options.runDir,
    ACCESS_LOG: options.accessLog === 'off' ? 'off' : `${options.accessLog} json`,
    UPSTREAM_SERVERS: servers,
    HOST: options.host,
    PORT: String(options.port),
    SHELL_DIR: path.join(DIST_DIR, 'shell'),
    DIST_DIR,
  };
  return readFileSync(TEMPLATE, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`deploy/nginx.conf.template: unknown placeholder ${match}`);
    return value;
  });
}

async function waitReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet: the first replica migrates and seeds, the others wait for its lock.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} was not ready after ${READY_TIMEOUT_MS / 1000} s`);
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startTopology(options: TopologyOptions): Promise<Topology> {
  if (!existsSync(NGINX_BIN)) throw new Error(`nginx is not installed (${NGINX_BIN}): apt-get install -y nginx`);
  const startReplica = (index: number, release?: Release): Replica => {
    const port = options.firstReplicaPort + index;
    const root = release?.root ?? ROOT_DIR;
    // The tracing preload: OpenTelemetry traces when OTEL_EXPORTER_OTLP_ENDPOINT is set (docs/observability.md).
    const child = spawn(process.execPath, ['--import', 'tsx', '--import', path.join(root, 'api/src/telemetry/tracing-preload.ts'), path.join(root, 'api/src/server.ts')], {
      cwd: root,
      stdio: options.stdio,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        // The collector runs once, beside the first replica.
        ANALYTICS_PORT: index === 0 ? process.env.ANALYTICS_PORT ?? '8081' : '0',
        DATABASE_URL: options.databaseUrl,
        REDIS_URL: options.redisUrl,
        // nginx is the only client: X-Forwarded-For is its word.
        TRUST_PROXY: '127.0.0.1',
        ...options.env,
        ...release?.env,
      },
    });
    return { port, process: child };
  };

  const replicas = Array.from({ length: options.replicas }, (_, i) => startReplica(i));
  let nginx: ChildProcess | undefined;
  const stop = async () => {
    if (nginx && nginx.exitCode === null) {
      nginx.kill('SIGQUIT'); // graceful: finishes the requests it is proxying
      await exited(nginx);
    }
    for (const replica of replicas) replica.process.kill('SIGTERM');
    await Promise.all(replicas.map((replica) => exited(replica.process)));
  };
  try {
    await Promise.all(replicas.map((replica) => waitReady(`http://127.0.0.1:${replica.port}/health/ready`, replica.process)));
    mkdirSync(options.runDir, { recursive: true });
    const configFile = path.join(options.runDir, 'nginx.conf');
    writeFileSync(configFile, renderNginxConfig(options));
    const check = spawnSync(NGINX_BIN, ['-t', '-q', '-p', options.runDir, '-c', configFile], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx rejected ${configFile}:\n${check.stderr}`);
    nginx = spawn(NGINX_BIN, ['-p', options.runDir, '-c', configFile, '-g', 'daemon off;'], { stdio: 'inherit' });
    const base = `http://${options.host === '0.0.0.0' ? '127.0.0.1' : options.host}:${options.port}`;
    await waitReady(`${base}/health/live`, nginx);
    return {
      base,
      replicas,
      async restartReplica(index, release) {
        replicas[index] = startReplica(index, release);
        await waitReady(`http://127.0.0.1:${replicas[index]!.port}/health/ready`, replicas[index]!.process);
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
