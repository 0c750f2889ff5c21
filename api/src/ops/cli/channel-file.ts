import fs from 'node:fs';
import path from 'node:path';

/** Beside the PGlite lock in DATA_DIR: how a command line reaches the shop that holds the directory. */
export const CHANNEL_FILE = '.labmall-cli.json';

export type ChannelFile = { pid: number; port: number; token: string };

export const channelPath = (dataDir: string) => path.join(dataDir, CHANNEL_FILE);

/**
 * Written created-new with mode 0600, after removing any file a crashed shop left: only the operating-system
 * user the shop runs as can read the token, and whoever can read it could open the data directory anyway.
 */
export function writeChannelFile(dataDir: string, channel: ChannelFile): void {
  const file = channelPath(dataDir);
  fs.rmSync(file, { force: true });
  fs.writeFileSync(file, JSON.stringify(channel), { mode: 0o600, flag: 'wx' });
}

/** Removes the file only if it is still this shop's (a newer shop may have written its own meanwhile). */
export function removeChannelFile(dataDir: string, token: string): void {
  if (readChannelFile(dataDir)?.token === token) fs.rmSync(channelPath(dataDir), { force: true });
}

/** The running shop's channel, or undefined when there is none (or it cannot be read by this user). */
export function readChannelFile(dataDir: string): ChannelFile | undefined {
  try {
    const value = JSON.parse(fs.readFileSync(channelPath(dataDir), 'utf8')) as Partial<ChannelFile>;
    const valid = Number.isInteger(value.pid) && Number.isInteger(value.port) && typeof value.token === 'string';
    return valid ? (value as ChannelFile) : undefined;
  } catch {
    return undefined;
  }
}
