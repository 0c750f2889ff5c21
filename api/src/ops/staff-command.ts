import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { openDatabase } from '../db/database';
import type { Db } from '../db/types';

// openDatabase wants a logger only to report a dropped PostgreSQL connection.
const log = {
  level: 'warn',
  fatal: console.error,
  error: console.error,
  warn: console.warn,
  info: () => {},
  debug: () => {},
  trace: () => {},
  silent: () => {},
  child: () => log,
} as unknown as FastifyBaseLogger;

/** Runs `work` on the database exactly as the server opens it (DATABASE_URL, else PGlite in DATA_DIR), then closes it. */
export async function withDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase(loadConfig(process.env), log);
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/**
 * Runs a staff command (`npm run orders`, `npm run content`) and sets the exit code: the errors staff can act on
 * (a bad configuration, a held data directory, the command's own `userErrors`) are one plain line, anything
 * else is printed whole after `failed`.
 */
export async function runStaffCommand(main: (argv: string[]) => Promise<number>, userErrors: Array<abstract new (...args: never[]) => Error>, failed: string): Promise<void> {
  try {
    process.exitCode = await main(process.argv.slice(2));
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      // PGlite: the running shop holds the data directory, and two processes on it would lose commits.
      console.error(`${error.message}\nStop the shop server first (npm start holds the PGlite data directory), then run this again.`);
    } else if (error instanceof ConfigError || userErrors.some((type) => error instanceof type)) {
      console.error((error as Error).message);
    } else {
      console.error(failed, error);
    }
    process.exitCode = 1;
  }
}
