import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { entryFor } from './browser-manifest';
import type { Canary, Deployments, HistoryEntry } from './deployments';
import { releasedVersions } from './released-versions';
import type { RemoteVersionStore } from './store';

/** `mf/manifest.json` on disk: the browser's manifest shape plus the canary, written by `npm run build` too. */
interface ManifestFile {
  remotes: Record<string, { version: string; entry: string; canary?: Canary }>;
}

// Names and versions become paths: nothing that could leave the /mf folder is accepted from the file.
const SAFE_SEGMENT = /^(?!\.+$)[A-Za-z0-9_.+-]+$/;

function readJson<T>(file: string, fallback: T): T {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return fallback;
    throw error;
  }
}

/**
 * Writes through a temporary file in the same folder and renames it over the target: a reader gets the old or
 * the new file, never half of one.
 */
export function writeJsonAtomically(file: string, value: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(temporary, file);
}

function toDeployments(file: ManifestFile | null): Deployments {
  const deployments: Deployments = {};
  for (const [remote, r] of Object.entries(file?.remotes ?? {})) {
    if (!SAFE_SEGMENT.test(remote) || typeof r?.version !== 'string' || !SAFE_SEGMENT.test(r.version)) continue;
    const canary = r.canary && SAFE_SEGMENT.test(r.canary.version) && r.canary.percent > 0 ? r.canary : undefined;
    deployments[remote] = canary ? { live: r.version, canary } : { live: r.version };
  }
  return deployments;
}

function toFile(deployments: Deployments): ManifestFile {
  const remotes: ManifestFile['remotes'] = {};
  for (const [remote, d] of Object.entries(deployments)) {
    remotes[remote] = { version: d.live, entry: entryFor(remote, d.live), ...(d.canary ? { canary: d.canary } : {}) };
  }
  return { remotes };
}

/** The deployments in `<mfDir>/manifest.json`, re-read only when the file changes (cheap enough for every request). */
export function watchDeploymentsFile(mfDir: string): () => Deployments {
  const file = path.join(mfDir, 'manifest.json');
  let cached: { mtimeMs: number; deployments: Deployments } | undefined;
  return () => {
    const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (mtimeMs === undefined) return {};
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, deployments: toDeployments(readJson<ManifestFile | null>(file, null)) };
    return cached.deployments;
  };
}

/** The store of a single machine: `manifest.json` and `history.json` beside the remote folders. */
export function createFileStore(mfDir: string): RemoteVersionStore {
  const manifestFile = path.join(mfDir, 'manifest.json');
  const historyFile = path.join(mfDir, 'history.json');
  const readDeployments = () => toDeployments(readJson<ManifestFile | null>(manifestFile, null));
  const readHistory = () => readJson<HistoryEntry[]>(historyFile, []).map((entry, id) => ({ ...entry, id }));

  return {
    deployments: async () => readDeployments(),
    history: async (remote) => readHistory().filter((e) => e.remote === remote),
    async change(remote, plan) {
      const deployments = readDeployments();
      const history = readHistory();
      const change = plan({ remote, current: deployments[remote], history: history.filter((e) => e.remote === remote), released: releasedVersions(mfDir, remote) });
      const updated = history.map((e) => (e.id === change.undoesPromotion ? { ...e, rolledBack: true } : e));
      writeJsonAtomically(historyFile, [...updated, change.entry].map(({ id: _id, ...e }) => e));
      if (change.deployment) writeJsonAtomically(manifestFile, toFile({ ...deployments, [remote]: change.deployment }));
      return change.entry;
    },
  };
}
