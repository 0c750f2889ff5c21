import { and, eq, gt, min } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { contentArticles } from '../../db/schema/content';
import { homeBanners } from '../../db/schema/products';
import type { Db } from '../../db/types';
import { applyPeerInvalidation, catalogueGenerationNow } from '../../lib/response-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** The clock the storefront publishes by (scheduled articles, banner windows); tests pass one they move. */
    contentClock: () => Date;
  }
}

/** How soon a failed read of the schedule is tried again. */
const RETRY_MS = 5_000;

/** The next moment something scheduled appears or ends: an article's publication, a banner's start or end. */
async function nextBoundary(db: Db, now: Date): Promise<number | null> {
  const [[article], [starts], [ends]] = await Promise.all([
    db.select({ at: min(contentArticles.publishAt) }).from(contentArticles)
      .where(and(eq(contentArticles.status, 'published'), gt(contentArticles.publishAt, now))),
    db.select({ at: min(homeBanners.startsAt) }).from(homeBanners).where(and(eq(homeBanners.active, true), gt(homeBanners.startsAt, now))),
    db.select({ at: min(homeBanners.endsAt) }).from(homeBanners).where(and(eq(homeBanners.active, true), gt(homeBanners.endsAt, now))),
  ]);
  const times = [article?.at, starts?.at, ends?.at].filter((at) => at != null).map((at) => new Date(at).getTime());
  return times.length > 0 ? Math.min(...times) : null;
}

/**
 * Scheduled publishing without a job: the storefront's queries show what is published by now (published.ts),
 * and this hook makes sure no cached answer or page outlives the moment something scheduled appears. It knows
 * the next such moment (re-read whenever the cache generation moves, i.e. after any write on any replica), and
 * the first request at or after it drops this process's caches (each replica does so on its own clock, so
 * nothing is broadcast). A request therefore never gets an answer cached before a publication that has passed.
 */
async function publicationSchedule(app: FastifyInstance, { now = Date.now }: { now?: () => number }) {
  app.decorate('contentClock', () => new Date(now()));
  let next: number | null = null;
  let knownGeneration = -1;
  let loading: Promise<void> | null = null;

  const load = () => {
    loading ??= (async () => {
      const generation = catalogueGenerationNow();
      try {
        next = await nextBoundary(app.db, new Date(now()));
        knownGeneration = generation;
      } catch (error) {
        // The database is away: ask again in a few seconds (dropping the caches then too), not on every request.
        app.log.warn({ err: error }, 'could not read the next scheduled publication');
        next = now() + RETRY_MS;
        knownGeneration = generation;
      } finally {
        loading = null;
      }
    })();
    return loading;
  };

  app.addHook('onRequest', async () => {
    if (knownGeneration !== catalogueGenerationNow()) await load();
    if (next !== null && now() >= next) {
      next = null;
      applyPeerInvalidation();
      await load();
    }
  });
}

export default fp(publicationSchedule, { name: 'publication-schedule' });
