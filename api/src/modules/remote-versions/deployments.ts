/**
 * Which version of each remote shoppers get (DESIGN §3), and the rules operations change it by. Pure: the
 * stores (a file for one process on PGlite, PostgreSQL for replicas) load the state, apply a change planned
 * here and save it in one step, so both follow exactly the same rules.
 */

/** A new version served to a stable share of browsers while everyone else keeps `live`. */
export interface Canary {
  version: string;
  /** 1–99: the share of browsers (by their canary bucket) that get `version`. */
  percent: number;
}

export interface Deployment {
  live: string;
  canary?: Canary;
}

export type Deployments = Record<string, Deployment>;

export type HistoryAction = 'release' | 'promote' | 'rollback' | 'canary';

export interface HistoryEntry {
  /** The store's key of the entry (a row id, or the position in the history file). */
  id?: number;
  at: string;
  action: HistoryAction;
  remote: string;
  from: string | null;
  to: string;
  /** A canary's share of browsers. */
  percent?: number;
  /** A promotion that a rollback has undone (so the next rollback goes one step further back). */
  rolledBack?: boolean;
  /** Who: a staff account, `key:<remote>` (publishing key), `cli:<user>` or `judge` (automatic rollback). */
  actor?: string;
  /** Why, when the shop acted by itself (the canary judge's figures). */
  reason?: string;
}

/** What one command does to one remote: its new deployment (absent = unchanged) and the step to record. */
export interface DeploymentChange {
  deployment?: Deployment;
  entry: HistoryEntry;
  /** The id of the promotion this rollback undid. */
  undoesPromotion?: number;
}

/** What a change is planned from: the remote's deployment now, its own history and its released versions. */
export interface RemoteState {
  remote: string;
  current: Deployment | undefined;
  history: HistoryEntry[];
  released: readonly string[];
}

export class DeploymentError extends Error {}

const entry = (fields: Omit<HistoryEntry, 'at'>): HistoryEntry => ({ at: new Date().toISOString(), ...fields });

function requireReleased(state: RemoteState, version: string): void {
  if (!state.released.includes(version)) {
    throw new DeploymentError(`${state.remote} ${version} has not been released (known: ${state.released.join(', ') || 'none'})`);
  }
}

/** Records a release; a remote with no live version yet goes live with it. */
export function planRelease(state: RemoteState, version: string): DeploymentChange {
  return {
    ...(state.current ? {} : { deployment: { live: version } }),
    entry: entry({ action: 'release', remote: state.remote, from: null, to: version }),
  };
}

/** Makes a released version live for every browser; a canary of the remote ends. */
export function planPromote(state: RemoteState, version: string): DeploymentChange {
  requireReleased(state, version);
  const from = state.current?.live ?? null;
  if (from === version && !state.current?.canary) throw new DeploymentError(`${state.remote} is already at ${version}`);
  return { deployment: { live: version }, entry: entry({ action: 'promote', remote: state.remote, from, to: version }) };
}

/**
 * Ends a canary (every browser back on the live version); with no canary, undoes the latest promotion still in
 * force, so repeated rollbacks walk further back.
 */
export function planRollback(state: RemoteState): DeploymentChange {
  const current = state.current;
  if (current?.canary) {
    return {
      deployment: { live: current.live },
      entry: entry({ action: 'rollback', remote: state.remote, from: current.canary.version, to: current.live }),
    };
  }
  const promotion = state.history.findLast((e) => e.action === 'promote' && !e.rolledBack && e.to === current?.live);
  if (!current || !promotion?.from) throw new DeploymentError(`${state.remote} has no earlier version to roll back to`);
  return {
    deployment: { live: promotion.from },
    entry: entry({ action: 'rollback', remote: state.remote, from: current.live, to: promotion.from }),
    ...(promotion.id !== undefined ? { undoesPromotion: promotion.id } : {}),
  };
}

/** Serves a released version to `percent` % of browsers (or changes the share of the running canary). */
export function planCanary(state: RemoteState, version: string, percent: number): DeploymentChange {
  requireReleased(state, version);
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) {
    throw new DeploymentError(`--percent must be a whole number from 1 to 99 (promote ${state.remote} ${version} to serve everyone)`);
  }
  const live = state.current?.live;
  if (!live) throw new DeploymentError(`${state.remote} has no live version to run a canary beside`);
  if (live === version) throw new DeploymentError(`${state.remote} ${version} is already live`);
  return {
    deployment: { live, canary: { version, percent } },
    entry: entry({ action: 'canary', remote: state.remote, from: live, to: version, percent }),
  };
}
