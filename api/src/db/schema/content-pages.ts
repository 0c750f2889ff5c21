import { integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../i18n/language';
import { timestamps } from './columns';

export type ContentSection = { heading: LocalizedText; body: LocalizedText };

/** The company's text pages (about us, the mobile app, privacy, registration agreement) in four languages. */
export const contentPages = pgTable('content_pages', {
  slug: varchar('slug', { length: 40 }).primaryKey(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  lead: jsonb('lead').$type<LocalizedText>().notNull(),
  sections: jsonb('sections').$type<ContentSection[]>().notNull(),
  /** Shown as "last updated" on legal pages (ISO date). */
  revised: varchar('revised', { length: 10 }).notNull(),
  ...timestamps,
});

/** A regional sales contact (salesTeam page), searchable by region name in any language. */
export const salesContacts = pgTable('sales_contacts', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  region: jsonb('region').$type<LocalizedText>().notNull(),
  /** Provinces / countries the contact covers, for the region search. */
  areas: jsonb('areas').$type<LocalizedText>().notNull(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  phone: varchar('phone', { length: 32 }).notNull(),
  email: varchar('email', { length: 120 }).notNull(),
  sort: integer('sort').notNull().default(0),
  ...timestamps,
});

/** A curated link of the academic navigation page (journals, databases, tools), grouped. */
export const academicLinks = pgTable('academic_links', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** journals | databases | tools | standards */
  groupKey: varchar('group_key', { length: 24 }).notNull(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
  url: varchar('url', { length: 300 }).notNull(),
  sort: integer('sort').notNull().default(0),
  ...timestamps,
});
