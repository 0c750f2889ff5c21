import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { Lang } from '../../i18n/language';

/**
 * The transactional outbox (docs/mail.md): a mail is a row written in the same transaction as the event that
 * causes it, so a rolled-back payment sends nothing and a committed one is never lost. The worker renders it
 * when it sends (template + data + language), so a fixed template reaches rows still waiting.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** modules/mail/templates: orderPaid, orderShipped, quotationAnswered, afterSalesChanged, passwordReset, staffSignIn, labGroupInvite. */
    template: varchar('template', { length: 32 }).notNull(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    lang: varchar('lang', { length: 2 }).$type<Lang>().notNull(),
    data: jsonb('data').$type<Record<string, string>>().notNull(),
    /** Delivery attempts started (a claim counts one, even when its worker dies before it ends). */
    attempts: integer('attempts').notNull().default(0),
    /** Not before this: the backoff after a failed attempt. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker's claim: its id and until when it holds the row; past that, another worker may take it over. */
    claimToken: uuid('claim_token'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Set when the last allowed attempt failed: the row is kept for operators, never retried on its own. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The worker's only question: which unsent, unfailed rows are due.
  (table) => [index('mail_outbox_due_idx').on(table.nextAttemptAt).where(sql`${table.sentAt} IS NULL AND ${table.failedAt} IS NULL`)],
);

/**
 * The local mailbox: where mail goes when no SMTP_URL is configured (the embedded first run), shown at
 * /dev/mailbox. Never written in production mode.
 */
export const localMailbox = pgTable('local_mailbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  outboxId: bigint('outbox_id', { mode: 'number' }).notNull().unique('local_mailbox_outbox_unique'),
  recipient: varchar('recipient', { length: 254 }).notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
