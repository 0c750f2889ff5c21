import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../i18n/language';
import { timestamps } from './columns';

/** A group of help questions (ordering, payment, delivery, after-sales…), shown on the help home. */
export const helpCategories = pgTable('help_categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** Stable name for seeds and links (e.g. "ordering"). */
  slug: varchar('slug', { length: 32 }).notNull().unique('help_categories_slug_unique'),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  sort: integer('sort').notNull().default(0),
  ...timestamps,
});

/**
 * A question and its answer in four languages. `searchText` holds every language's title and answer
 * lower-cased (as products.search_text does), so one trigram index serves a search in any language.
 * The vote counts are kept on the row so the page does not count the votes table on every read.
 */
export const helpQuestions = pgTable(
  'help_questions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => helpCategories.id, { onDelete: 'restrict' }),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    /** Paragraphs separated by blank lines; plain text (never HTML). */
    answer: jsonb('answer').$type<LocalizedText>().notNull(),
    /** Shown under "popular questions" on the help home, in `sort` order. */
    popular: boolean('popular').notNull().default(false),
    /** Staff may take a question off the help centre without deleting its votes (the console's unpublish). */
    published: boolean('published').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    helpfulYes: integer('helpful_yes').notNull().default(0),
    helpfulNo: integer('helpful_no').notNull().default(0),
    searchText: text('search_text').notNull().default(''),
    ...timestamps,
  },
  (table) => [
    index('help_questions_category_idx').on(table.categoryId, table.sort),
    index('help_questions_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

/**
 * One "was this helpful?" answer per voter and question: a signed-in user (`u:<id>`) or a browser's
 * anonymous id (`a:<uuid>`). Voting again changes the answer instead of adding one.
 */
export const helpVotes = pgTable(
  'help_votes',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => helpQuestions.id, { onDelete: 'cascade' }),
    voter: varchar('voter', { length: 48 }).notNull(),
    helpful: boolean('helpful').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.questionId, table.voter] })],
);
