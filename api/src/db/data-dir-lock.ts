import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = '.labmall.lock';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0); // signal 0 only checks that the process exists
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user, so it is alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** The live process holding `dataDir` (the running shop), or undefined when nothing holds it. */
export function lockHolder(dataDir: string): number | undefined {
  const owner = readPid(path.join(dataDir, LOCK_FILE));
  return owner !== undefined && isAlive(owner) ? owner : undefined;
}

/**
 * PGlite takes no lock on its data directory, and two processes writing one directory silently lose
 * commits. This lock file (holding the owner's pid, created exclusively) refuses a second process; a lock
 * left by a dead process is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, `${process.pid}\n`, { flag: 'wx' });
      return () => release(lockPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readPid(lockPath);
    if (owner !== undefined && isAlive(owner)) {
      throw new DataDirLockedError(
        `DATA_DIR ${dataDir} is in use by another process (pid ${owner}${owner === process.pid ? ', this one' : ''}). ` +
          'PGlite cannot be shared between processes: stop the other one, give this one its own DATA_DIR, ' +
          `or set DATABASE_URL to use PostgreSQL. If no such process is running, delete ${lockPath}.`,
      );
    }
    if (owner === undefined && isFresh(lockPath)) {
      // Another process created the file an instant ago and has not written its pid yet.
      throw new DataDirLockedError(`DATA_DIR ${dataDir} is being opened by another process right now (${lockPath}).`);
    }
    // Stale (its owner is dead, or the file is old garbage): remove it and try once more.
    // Two processes taking over the same stale lock at the same instant is not guarded; it needs a crash
    // followed by two simultaneous starts on a development data directory.
    fs.rmSync(lockPath, { force: true });
  }
  throw new DataDirLockedError(`Could not take the lock ${lockPath}; another process is starting on DATA_DIR.`);
}

function isFresh(lockPath: string): boolean {
  try {
    return Date.now() - fs.statSync(lockPath).mtimeMs < 5_000;
  } catch {
    return false;
  }
}

function release(lockPath: string) {
  // Only remove our own lock: if it was taken over meanwhile, it is not ours to delete.
  if (readPid(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
}
