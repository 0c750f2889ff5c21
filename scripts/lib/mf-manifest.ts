import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { mfDir } from './paths';

export interface RemoteManifest {
  remotes: Record<string, { version: string; entry: string }>;
}

export interface HistoryEntry {
  at: string;
  action: 'release' | 'promote' | 'rollback';
  remote: string;
  from: string | null;
  to: string;
  /** A promotion that a rollback has undone (so the next rollback goes one step further back). */
  rolledBack?: boolean;
}

const manifestPath = () => path.join(mfDir(), 'manifest.json');
const historyPath = () => path.join(mfDir(), 'history.json');

export function entryFor(remote: string, version: string): string {
  return `/mf/${remote}/${version}/mf-manifest.json`;
}

function readJson<T>(file: string, fallback: T): T {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : fallback;
}

/**
 * Writes through a temporary file in the same folder and renames it over the target: a shopper's browser
 * (or the server) reads either the old or the new file, never half of one.
 */
export function writeJsonAtomically(file: string, value: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(temporary, file);
}

export function readManifest(): RemoteManifest {
  return readJson<RemoteManifest>(manifestPath(), { remotes: {} });
}

export function writeManifestAtomically(manifest: RemoteManifest): void {
  writeJsonAtomically(manifestPath(), manifest);
}

export function readHistory(): HistoryEntry[] {
  return readJson<HistoryEntry[]>(historyPath(), []);
}

export function writeHistory(history: HistoryEntry[]): void {
  writeJsonAtomically(historyPath(), history);
}

/** Versions of a remote that have been released (a folder with its mf-manifest.json), oldest first. */
export function releasedVersions(remote: string): string[] {
  const dir = path.join(mfDir(), remote);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((version) => existsSync(path.join(dir, version, 'mf-manifest.json')))
    .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
}
