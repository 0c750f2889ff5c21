import type { FastifyBaseLogger } from 'fastify';
import { loadConfig, type Config } from '../config';
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

/**
 * Runs `work` on the database exactly as the server opens it (DATABASE_URL, else PGlite in DATA_DIR), then closes
 * it. On PGlite this needs the shop stopped; the staff command lines go through the running shop instead
 * (cli/run-command-line.ts).
 */
export async function withDatabase<T>(work: (db: Db) => Promise<T>, config: Config = loadConfig(process.env)): Promise<T> {
  const database = await openDatabase(config, log);
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}
