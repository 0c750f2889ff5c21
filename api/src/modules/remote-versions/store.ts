import type { DeploymentChange, Deployments, HistoryEntry, RemoteState } from './deployments';

/**
 * Where the deployments and their history are kept: a file beside the remote folders (one process on PGlite)
 * or PostgreSQL (replicas, and the CLI while they run). `change` plans and saves in one step, so two operators
 * changing the same remote at once cannot both act on the old state.
 */
export interface RemoteVersionStore {
  deployments(): Promise<Deployments>;
  history(remote: string): Promise<HistoryEntry[]>;
  change(remote: string, plan: (state: RemoteState) => DeploymentChange): Promise<HistoryEntry>;
}
