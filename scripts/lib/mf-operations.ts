import { entryFor, readHistory, readManifest, releasedVersions, writeHistory, writeManifestAtomically, type HistoryEntry } from './mf-manifest';

const now = () => new Date().toISOString();

export class MfCommandError extends Error {}

/** Makes `version` the live version of `remote` (it must have been released) and records the step. */
export function promote(remote: string, version: string): HistoryEntry {
  if (!releasedVersions(remote).includes(version)) {
    throw new MfCommandError(`${remote} ${version} has not been released (known: ${releasedVersions(remote).join(', ') || 'none'})`);
  }
  const manifest = readManifest();
  const from = manifest.remotes[remote]?.version ?? null;
  if (from === version) throw new MfCommandError(`${remote} is already at ${version}`);
  const entry: HistoryEntry = { at: now(), action: 'promote', remote, from, to: version };
  manifest.remotes[remote] = { version, entry: entryFor(remote, version) };
  writeHistory([...readHistory(), entry]);
  writeManifestAtomically(manifest);
  return entry;
}

/** Undoes the latest promotion of `remote` that is still in force; repeated rollbacks walk further back. */
export function rollback(remote: string): HistoryEntry {
  const manifest = readManifest();
  const current = manifest.remotes[remote]?.version;
  const history = readHistory();
  const index = history.findLastIndex((e) => e.remote === remote && e.action === 'promote' && !e.rolledBack && e.to === current);
  const promotion = history[index];
  if (!promotion || !promotion.from) throw new MfCommandError(`${remote} has no earlier version to roll back to`);
  const entry: HistoryEntry = { at: now(), action: 'rollback', remote, from: current ?? null, to: promotion.from };
  history[index] = { ...promotion, rolledBack: true };
  manifest.remotes[remote] = { version: promotion.from, entry: entryFor(remote, promotion.from) };
  writeHistory([...history, entry]);
  writeManifestAtomically(manifest);
  return entry;
}

/** Records a release; a remote that has no live version yet goes live with it. */
export function recordRelease(remote: string, version: string): HistoryEntry {
  const manifest = readManifest();
  const entry: HistoryEntry = { at: now(), action: 'release', remote, from: null, to: version };
  writeHistory([...readHistory(), entry]);
  if (!manifest.remotes[remote]) {
    manifest.remotes[remote] = { version, entry: entryFor(remote, version) };
    writeManifestAtomically(manifest);
  }
  return entry;
}

export function listRemotes(names: readonly string[]): Array<{ remote: string; live: string | null; released: string[] }> {
  const manifest = readManifest();
  return names.map((remote) => ({ remote, live: manifest.remotes[remote]?.version ?? null, released: releasedVersions(remote) }));
}
