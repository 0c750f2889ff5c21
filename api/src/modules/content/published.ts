import { and, eq, lte, type SQL } from 'drizzle-orm';
import { contentArticles } from '../../db/schema/content';

/**
 * What a shopper may see: a published article whose publication time has come. A later `published_at` is a
 * scheduled publication, shown from then on without any job (publication-schedule.ts expires the caches).
 */
export const publishedBy = (now: Date): SQL => and(eq(contentArticles.status, 'published'), lte(contentArticles.publishedAt, now))!;
