import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { Lang, LocalizedText } from '../../i18n/language';
import { users } from './auth';
import { bytea, timestamps } from './columns';

/**
 * Where an article is shown: the seven study-zone sections, the paper contest (its rules page and the
 * selected papers) and the ECMT competition (introductions, event notices, past glories).
 */
export const contentSections = [
  'guide', 'BTS', 'FAQ', 'QaVaL', 'consultation', 'procurementGuide', 'supportDownloading',
  'paper', 'paperContest', 'ecmtIntroduce', 'ecmtNotice', 'ecmtGlory',
] as const;
export type ContentSection = (typeof contentSections)[number];
export type BodyFormat = 'markdown' | 'html';
/** draft: staff only; published: shown (from `publish_at` on, when set: a scheduled publication); archived: withdrawn. */
export const articleStatuses = ['draft', 'published', 'archived'] as const;
export type ArticleStatus = (typeof articleStatuses)[number];
export type LocalizedTags = Partial<Record<Lang, string[]>>;
/** A short video: the stored file and its caption tracks (WebVTT), one per language at most. */
export type VideoRef = { fileId: number; mimeType: string; captions: Array<{ lang: Lang; fileId: number }> };

/**
 * Study-zone and competition articles, one row per article with its four translations. `slug` is the
 * name staff give the article in its Markdown file: `npm run content` updates the row with that slug.
 * Bodies are stored as authored (Markdown or HTML) and only ever sent out sanitized (modules/content/render-body.ts).
 */
export const contentArticles = pgTable(
  'content_articles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: varchar('slug', { length: 120 }).notNull(),
    section: varchar('section', { length: 32 }).$type<ContentSection>().notNull(),
    /** Spec §3 ContentType (3 column, 4 news, 5 FAQ, 6 guide, 7 video, 8/9 competition, 10 procurement, 11 activity, 13 download). */
    contentType: smallint('content_type').notNull(),
    /** Spec §3 EcmtArticleType: 1 event notice, 2 past glories; null outside the ECMT lists. */
    ecmtType: smallint('ecmt_type'),
    title: jsonb('title').$type<Partial<LocalizedText>>().notNull(),
    summary: jsonb('summary').$type<Partial<LocalizedText>>().notNull(),
    body: jsonb('body').$type<Partial<LocalizedText>>().notNull(),
    bodyFormat: varchar('body_format', { length: 8 }).$type<BodyFormat>().notNull().default('markdown'),
    /** The languages the article was written in (the others fall back to zh). */
    languages: jsonb('languages').$type<Lang[]>().notNull(),
    author: varchar('author', { length: 120 }).notNull().default(''),
    tags: jsonb('tags').$type<LocalizedTags>().notNull().default({}),
    /** A stored image's file id, or null for the section's generated cover. */
    coverFileId: integer('cover_file_id'),
    video: jsonb('video').$type<VideoRef | null>(),
    relatedProductIds: jsonb('related_product_ids').$type<number[]>().notNull().default([]),
    relatedSlugs: jsonb('related_slugs').$type<string[]>().notNull().default([]),
    /** The article's date as shown and sorted by (an import's `date`, or when the console published it). */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** Imports publish; the console may keep a draft or archive an article (modules/content/published.ts). */
    status: varchar('status', { length: 16 }).$type<ArticleStatus>().notNull().default('published'),
    /** A scheduled publication: a published article is shown from this moment on (null: at once). */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** Titles, summaries, tags and author in every language, lower-cased: one trigram index for four languages. */
    searchText: text('search_text').notNull().default(''),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('content_articles_slug_unique').on(table.slug),
    index('content_articles_section_idx').on(table.section, table.publishedAt),
    index('content_articles_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

/**
 * Stored files (downloads, covers, videos, captions) in the database, so every API replica serves the same
 * bytes without a shared disk. `slug` is the file's path in the imported content folder.
 */
export const contentFiles = pgTable(
  'content_files',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: varchar('slug', { length: 200 }).notNull(),
    articleId: integer('article_id').references(() => contentArticles.id, { onDelete: 'set null' }),
    /** attachment (listed as a download), cover, video or captions. */
    kind: varchar('kind', { length: 16 }).$type<'attachment' | 'cover' | 'video' | 'captions'>().notNull(),
    /** The download name shown and sent in Content-Disposition (may be non-ASCII). */
    name: varchar('name', { length: 200 }).notNull(),
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    sort: integer('sort').notNull().default(0),
    data: bytea('data').notNull(),
    /**
     * The file's unguessable key: the console links a file as /api/content/file/:id?k=… so a draft's or a scheduled
     * article's files open for staff, while a plain id serves only files of published articles (and imported ones).
     */
    accessKey: varchar('access_key', { length: 32 }).notNull().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    ...timestamps,
  },
  (table) => [uniqueIndex('content_files_slug_unique').on(table.slug), index('content_files_article_idx').on(table.articleId, table.sort)],
);

/** Each signed-in read of an article (the points-mall reading task counts them; modules/content/on-article-read.ts). */
export const contentReads = pgTable(
  'content_reads',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    articleId: integer('article_id').notNull().references(() => contentArticles.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('content_reads_user_idx').on(table.userId, table.readAt)],
);

/**
 * One row: bumped by every content import. Each API process polls it (a primary-key read every few seconds)
 * and drops its cached answers and server-rendered pages when it moved, so a change made by the CLI in
 * another process shows everywhere without a restart.
 */
export const contentRevision = pgTable('content_revision', {
  id: smallint('id').primaryKey(),
  revision: integer('revision').notNull().default(0),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
