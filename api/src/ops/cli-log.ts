import type { FastifyBaseLogger } from 'fastify';

/**
 * The logger staff commands (`npm run orders`, `npm run content`) give openDatabase, which wants one only to
 * report a dropped PostgreSQL connection: warnings and errors on the console, nothing else.
 */
export const cliLog = {
  level: 'warn',
  fatal: console.error,
  error: console.error,
  warn: console.warn,
  info: () => {},
  debug: () => {},
  trace: () => {},
  silent: () => {},
  child: () => cliLog,
} as unknown as FastifyBaseLogger;
