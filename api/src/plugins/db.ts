import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { openDatabase } from '../db/database';
import type { Database, Db, DbDriver } from '../db/types';
import { setStaleIfErrorWindow } from '../lib/response-cache';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbDriver: DbDriver;
    database: Database;
  }
}

type DbOptions = { config: Config; database?: Database };

/**
 * Opens the database (migrated and seeded) unless the caller hands one in, and closes it with the app
 * only when it opened it: server.ts shares one database between the shop and the collector. Also sets how long
 * cached reads may outlive their TTL while the database cannot be reached (STALE_IF_ERROR).
 */
async function dbPlugin(app: FastifyInstance, { config, database: given }: DbOptions) {
  setStaleIfErrorWindow(config.staleIfErrorMs);
  const database = given ?? (await openDatabase(config, app.log));
  if (!given) app.addHook('onClose', () => database.close());
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('dbDriver', database.driver);
}

export default fp(dbPlugin, { name: 'db' });
