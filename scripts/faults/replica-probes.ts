/** Questions asked of one replica directly (not through nginx): is it ready, what do its metrics say. */
import type { ChildProcess } from 'node:child_process';
import type { Replica } from '../lib/prod-topology';
import { call } from './shop-client';

export const replicaBase = (replica: Replica) => `http://127.0.0.1:${replica.port}`;

export async function isReady(replica: Replica): Promise<boolean> {
  return (await call(replicaBase(replica), 'GET', '/health/ready', { timeoutMs: 5_000 })).status === 200;
}

/** The value of one Prometheus series on the replica's /metrics (labels matched as given; none for a plain series), 0 when absent. */
export async function metric(replica: Replica, name: string, labels: Record<string, string> = {}): Promise<number> {
  const res = await fetch(`${replicaBase(replica)}/metrics`, { signal: AbortSignal.timeout(5_000) });
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const named = (l: string) => l.startsWith(`${name}{`) || (wanted.length === 0 && l.startsWith(`${name} `));
  const line = (await res.text()).split('\n').find((l) => named(l) && wanted.every((label) => l.includes(label)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

/**
 * How long a pooled connection may stay lent out at rest before it counts as leaked. A leak never comes back, so the
 * wait can be generous: a late request or a background sweep on a loaded machine must not count as one.
 */
export const LEAK_WAIT_MS = 15_000;

/**
 * PostgreSQL connections the replica's pool has lent out right now (0 at rest: any more at rest is a leak). Throws
 * when the replica reports no pool at all, which would otherwise read as "none lent out".
 */
export async function connectionsLentOut(replica: Replica): Promise<number> {
  if ((await metric(replica, 'db_pool_connections', { state: 'max' })) < 1) {
    throw new Error(`the replica on port ${replica.port} reports no connection pool in /metrics (db_pool_connections{state="max"})`);
  }
  return (await metric(replica, 'db_pool_connections', { state: 'total' })) - (await metric(replica, 'db_pool_connections', { state: 'idle' }));
}

/** Orders this replica process has placed since it started (its own request counter). */
export const ordersServed = (replica: Replica) =>
  metric(replica, 'http_request_duration_seconds_count', { method: 'POST', route: '/api/order/create', status: '200' });

export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Whether every replica is still the process it was (none crashed or was restarted). */
export const samePids = (replicas: Replica[], pids: Array<number | undefined>) =>
  replicas.every((replica, i) => replica.process.pid === pids[i] && replica.process.exitCode === null && replica.process.signalCode === null);
