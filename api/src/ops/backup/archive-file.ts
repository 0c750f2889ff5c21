/**
 * A backup is one .tar.gz, packed and unpacked by the system's tar (GNU tar on Linux, bsdtar on macOS) in a child
 * process: gigabytes go through it without touching the shop's event loop, and any operator can open the archive
 * by hand with the same tool.
 */
import { spawn } from 'node:child_process';

function tar(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('tar', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) => reject(new Error(`tar could not start: ${error.message}`)));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`tar ${args[0]} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

/** Packs everything in `folder` (its contents, not the folder itself) into the gzip'd tar `archive`. */
export const packFolder = (folder: string, archive: string) => tar(['-czf', archive, '-C', folder, '.']);

/** Unpacks `archive` into the existing, empty `folder`; never writes outside it (tar refuses absolute and ../ paths). */
export const unpackArchive = (archive: string, folder: string) => tar(['-xzf', archive, '-C', folder]);
