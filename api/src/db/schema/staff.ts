import { bigint, index, integer, jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { timestamps } from './columns';

/**
 * A staff member's TOTP second factor (RFC 6238, 30 s steps, 6 digits, SHA-1 as every authenticator app reads it).
 * `lastStep` is the newest time step a code was accepted for: a code is good once, so one seen over a shoulder or
 * replayed from a log cannot sign in again.
 */
export const staffSecondFactors = pgTable('staff_second_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The shared secret, base32 (what the authenticator app was given). */
  secret: varchar('secret', { length: 64 }).notNull(),
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
  ...timestamps,
});

/** One-time recovery codes for a lost authenticator: kept only as SHA-256, each spent once. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_recovery_codes_user_idx').on(table.userId)],
);

export type SecondFactorStep = 'totp' | 'enrol';

/**
 * The half-done sign-in of a staff member between the password and the second factor: the client holds the
 * challenge token (only its hash is kept), valid a few minutes and for a few attempts. An enrolment challenge
 * carries the secret the authenticator is being set up with; it becomes the staff member's only when a code
 * made from it is confirmed.
 */
export const staffLoginChallenges = pgTable(
  'staff_login_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique('staff_login_challenges_token_unique'),
    step: varchar('step', { length: 8 }).$type<SecondFactorStep>().notNull(),
    pendingSecret: varchar('pending_secret', { length: 64 }),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_login_challenges_user_idx').on(table.userId)],
);

/**
 * Every staff write: who, when, what, and the record before and after. Append-only for the shop: the migration adds
 * a trigger refusing UPDATE, DELETE and TRUNCATE, so no code path of the shop (or bug in it) rewrites history. The
 * role owning the table could still drop the trigger: production runs the shop as a role without that right
 * (docs/deploy.md, "The audit log"). `requestId` is the id the proxy gave the request, for finding its log lines.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The staff member's user id; null for the command line (`npm run staff`, actor `cli:<os user>`). No foreign
     * key: deleting an account must not rewrite (set null) the rows that record what it did.
     */
    actorId: integer('actor_id'),
    actorAccount: varchar('actor_account', { length: 254 }).notNull(),
    /** What was done, as `<area>.<verb>`: `product.update`, `sku.stock.adjust`, `staff.scope`. */
    action: varchar('action', { length: 48 }).notNull(),
    /** The kind of record and its id: `product` / `90301`. */
    entity: varchar('entity', { length: 32 }).notNull(),
    entityId: varchar('entity_id', { length: 64 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: varchar('request_id', { length: 64 }),
  },
  (table) => [
    index('staff_audit_log_at_idx').on(table.at),
    index('staff_audit_log_entity_idx').on(table.entity, table.entityId, table.at),
    index('staff_audit_log_actor_idx').on(table.actorId, table.at),
  ],
);

export type StaffAuditRow = typeof staffAuditLog.$inferSelect;

/**
 * The one-time code an admin hands a new staff member (or one whose authenticator was reset) out of band: the
 * authenticator can be set up only with it, so a password alone (guessed, phished, reused) cannot claim the
 * staff account's second factor. Only its SHA-256 is kept; it ends with the enrolment or at `expiresAt`.
 */
export const staffEnrolmentCodes = pgTable('staff_enrolment_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: varchar('code_hash', { length: 64 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
