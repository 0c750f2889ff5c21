import { and, eq, isNull, lte, or, type SQL } from 'drizzle-orm';
import { contentArticles } from '../../db/schema/content';

/**
 * What a shopper may see: a published article whose publication time (`publish_at`, null for at once) has come.
 * A scheduled one shows from then on without any job (publication-schedule.ts expires the caches at that moment).
 */
export const publishedBy = (now: Date): SQL =>
  and(eq(contentArticles.status, 'published'), or(isNull(contentArticles.publishAt), lte(contentArticles.publishAt, now)))!;
