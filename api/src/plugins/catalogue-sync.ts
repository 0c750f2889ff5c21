import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import type { Config } from '../config';
import { applyPeerInvalidation, onCatalogueInvalidated } from '../lib/response-cache';

/** The PostgreSQL notification channel every replica of the shop listens on. */
export const CATALOGUE_CHANNEL = 'labmall_catalogue';
/** How the listening connection names itself in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'labmall-catalogue-sync';
const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 5_000;

/**
 * Catalogue-cache invalidation across replicas on PostgreSQL: each local `invalidateCatalogue()` sends a NOTIFY
 * on one channel (coalesced: at most one in flight and one waiting, so a burst of orders sends a few, not
 * thousands), and a connection of its own LISTENs and drops this process's cached answers when another replica
 * changed the catalogue. If that connection breaks (PostgreSQL restarted), it reconnects with backoff and drops
 * the caches once, since notifications sent meanwhile are lost. PGlite is one process: nothing to do.
 */
async function catalogueSync(app: FastifyInstance, { config }: { config: Config }) {
  if (!config.databaseUrl) return;
  // The payload says who sent it, so a replica ignores its own echo.
  const origin = randomUUID();
  let closing = false;

  let sending = false;
  let again = false;
  const publish = () => {
    if (sending) {
      again = true;
      return;
    }
    sending = true;
    app.db
      .execute(sql`SELECT pg_notify(${CATALOGUE_CHANNEL}, ${origin})`)
      .then(() => undefined)
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not tell the other replicas of a catalogue change'))
      .finally(() => {
        sending = false;
        if (again && !closing) {
          again = false;
          publish();
        }
      });
  };
  const stopPublishing = onCatalogueInvalidated(publish);

  let listener: pg.Client | undefined;
  let retryMs = RECONNECT_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  const listen = async (reconnecting: boolean) => {
    const client = new pg.Client({ connectionString: config.databaseUrl, application_name: LISTENER_APPLICATION_NAME });
    client.on('notification', (message) => {
      if (message.channel === CATALOGUE_CHANNEL && message.payload !== origin) applyPeerInvalidation();
    });
    client.on('error', (error) => app.log.warn({ err: error }, 'catalogue listener connection failed'));
    client.on('end', () => {
      if (listener === client) listener = undefined;
      if (!closing) scheduleReconnect();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CATALOGUE_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    listener = client;
    retryMs = RECONNECT_MIN_MS;
    // Changes made while nobody listened were not heard: start again from the database.
    if (reconnecting) applyPeerInvalidation();
  };
  const scheduleReconnect = () => {
    if (retryTimer || closing) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      listen(true).catch((error: unknown) => {
        app.log.warn({ err: error, retryMs }, 'catalogue listener could not reconnect yet');
        retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
        scheduleReconnect();
      });
    }, retryMs);
    retryTimer.unref();
  };

  await listen(false);

  app.addHook('onClose', async () => {
    closing = true;
    stopPublishing();
    clearTimeout(retryTimer);
    await listener?.end().catch(() => {});
  });
}

export default fp(catalogueSync, { name: 'catalogue-sync', dependencies: ['db'] });
