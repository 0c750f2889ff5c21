import type { Config } from '../../config';
import type { Db } from '../../db/types';
import { commandLineActor, commandLineUser, type StaffActor } from '../../modules/staff/audit';

/** Where a command line writes: the terminal when run directly, a buffer when the running shop runs it. */
export type CliIo = {
  /** A line of the command's answer (stdout). */
  log(line: string): void;
  /** A note or refusal (stderr). */
  error(line: string): void;
  /** Raw bytes or text on stdout (a CSV export, a file's content). */
  write(chunk: string | Uint8Array): void;
};

/**
 * What a command's `main` gets instead of the process: its output, the database (opened for it, or the
 * running shop's own), the directory its relative paths mean, and the actor its writes are audited as.
 */
export type CliContext = {
  io: CliIo;
  /** Runs `work` on the database and the configuration it was opened with (the running shop's own, through its channel). */
  withDatabase<T>(work: (db: Db, config: Config) => Promise<T>): Promise<T>;
  cwd: string;
  actor: StaffActor;
};

export type CliMain = (argv: string[], context: CliContext) => Promise<number>;

export const processIo: CliIo = {
  log: (line) => console.log(line),
  error: (line) => console.error(line),
  write: (chunk) => void process.stdout.write(chunk),
};

/** Collects a command's output to send back to the command line that asked for it (channel-server.ts). */
export function bufferIo() {
  const stdout: Buffer[] = [];
  const stderr: string[] = [];
  const io: CliIo = {
    log: (line) => stdout.push(Buffer.from(`${line}\n`)),
    error: (line) => stderr.push(`${line}\n`),
    write: (chunk) => stdout.push(Buffer.from(chunk)),
  };
  return { io, stdout: () => Buffer.concat(stdout), stderr: () => stderr.join('') };
}

/** The operating-system user who typed the command: sent along so the server audits the same `cli:<user>`. */
export const cliUser = (env: NodeJS.ProcessEnv = process.env) => commandLineUser(env);

export const actorOf = (user: string): StaffActor => ({ ...commandLineActor(), account: `cli:${user}` });
