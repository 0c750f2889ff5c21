import { boolean, index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../i18n/language';
import { users } from './auth';
import { timestamps } from './columns';

export type FormFieldType = 'text' | 'textarea' | 'number' | 'email' | 'phone' | 'select' | 'multiSelect' | 'date' | 'file' | 'agreement';

/** One field of a server-defined form; the same definition renders the page and validates the submission. */
export type FormField = {
  name: string;
  type: FormFieldType;
  label: LocalizedText;
  help?: LocalizedText;
  required?: boolean;
  /** Length for text, value for number, choices for multiSelect, files for file, ISO date for date. */
  min?: number | string;
  max?: number | string;
  /** A regular expression the whole text value must match (text, phone). */
  pattern?: string;
  /** What the pattern means, shown when it does not match. */
  patternHint?: LocalizedText;
  options?: Array<{ value: string; label: LocalizedText }>;
  /** file: only photos (JPG, PNG, WebP), no PDF. */
  imagesOnly?: boolean;
};

/**
 * common: an activity's sign-up or survey (activity/commonForm); paper: the paper incentive form
 * (activity/submitForm); cooperation and feedback: the service pages' forms, defined the same way so one
 * validator serves every submission.
 */
export type FormKind = 'common' | 'paper' | 'cooperation' | 'feedback';

/** A form an activity publishes, looked up by `formId` (its key) and `type` (its kind). */
export const formDefinitions = pgTable(
  'form_definitions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    formKey: varchar('form_key', { length: 48 }).notNull(),
    kind: varchar('kind', { length: 16 }).$type<FormKind>().notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    intro: jsonb('intro').$type<LocalizedText>().notNull(),
    fields: jsonb('fields').$type<FormField[]>().notNull(),
    /** Closed forms still render (with a notice) but take no submission. */
    open: boolean('open').notNull().default(true),
    /** Staff list an open activity form on the special-offers page (the console's Activity forms). */
    onSpecialOffers: boolean('on_special_offers').notNull().default(false),
    ...timestamps,
  },
  (table) => [uniqueIndex('form_definitions_key_unique').on(table.formKey)],
);


/**
 * A stored submission: the validated values (files are rows of uploaded_files pointing here), who sent it
 * (user, when signed in), in which language, and a staff status for follow-up.
 */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: varchar('kind', { length: 16 }).$type<FormKind>().notNull(),
    formId: integer('form_id')
      .notNull()
      .references(() => formDefinitions.id, { onDelete: 'restrict' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    lang: varchar('lang', { length: 2 }).notNull(),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    /** The sender's address, kept for abuse follow-up only. */
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('form_submissions_kind_idx').on(table.kind, table.createdAt)],
);
