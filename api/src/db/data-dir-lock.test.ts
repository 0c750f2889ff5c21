import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock';

/** The pid of a process that has certainly exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('lockDataDir', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'labmall-lock-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const lockFile = () => path.join(dir, LOCK_FILE);

  it('writes the pid, refuses a second holder, and releases', () => {
    const release = lockDataDir(dir);
    expect(fs.readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/is in use by another process \(pid \d+/);
    release();
    expect(fs.existsSync(lockFile())).toBe(false);
    lockDataDir(dir)();
  });

  it('takes over a lock whose process is dead', () => {
    fs.writeFileSync(lockFile(), `${deadPid()}\n`);
    const release = lockDataDir(dir);
    expect(fs.readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));
    release();
  });

  it('refuses while another process is still writing its pid, takes over old garbage', () => {
    fs.writeFileSync(lockFile(), '');
    expect(() => lockDataDir(dir)).toThrow(/being opened by another process/);
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(lockFile(), old, old);
    lockDataDir(dir)();
  });

  it('does not delete a lock that another process took over meanwhile', () => {
    const release = lockDataDir(dir);
    fs.writeFileSync(lockFile(), '1\n'); // pid 1 is alive
    release();
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe('1\n');
  });

  it('creates a missing data directory', () => {
    const nested = path.join(dir, 'a', 'b');
    lockDataDir(nested)();
    expect(fs.existsSync(nested)).toBe(true);
  });
});
