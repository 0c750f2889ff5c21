import { bigint, index, integer, jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { Lang } from '../../i18n/language';
import { timestamps } from './columns';

/** Shoppers' accounts: an email (stored lower-case) or a mainland mobile number, and an argon2id hash. */
export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  account: varchar('account', { length: 254 }).notNull().unique('users_account_unique'),
  passwordHash: varchar('password_hash', { length: 255 }).notNull(),
  nickname: varchar('nickname', { length: 64 }).notNull(),
  // The account area's profile (modules/profile); '' until the shopper fills it in. The contact mobile and
  // email are where staff reach the shopper and may differ from the sign-in account.
  institution: varchar('institution', { length: 100 }).notNull().default(''),
  laboratory: varchar('laboratory', { length: 100 }).notNull().default(''),
  mobile: varchar('mobile', { length: 11 }).notNull().default(''),
  contactEmail: varchar('contact_email', { length: 254 }).notNull().default(''),
  /** The language of the shopper's last visit (the signed-in shell's requests): mail is written in it. */
  lang: varchar('lang', { length: 2 }).$type<Lang>().notNull().default('zh'),
  /** Permissions (spec §6 `scope`); every shopper has 'user'. */
  scope: jsonb('scope').$type<string[]>().notNull().default(['user']),
  ...timestamps,
});

/**
 * One sign-in: the family of every refresh token rotated from it and of their access tokens. Revoking
 * the session (logout, reuse of a spent refresh token, password change) ends all of them at once.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The newest refresh token's expiry: past it nothing of the session can be used (and it may be deleted). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * When the sign-in passed a staff second factor (TOTP or a recovery code); null for a password-only sign-in.
     * Staff calls need it, and such a session lives by the staff token lifetimes, not a shopper's.
     */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Bearer tokens, kept only as SHA-256 (hex): a leaked table gives no usable token. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique('access_tokens_token_hash_unique'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when a refresh replaces it. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('access_tokens_session_idx').on(table.sessionId)],
);

/** Refresh tokens (SHA-256 only). `used_at` marks one spent by a rotation: presenting it again is reuse. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique('refresh_tokens_token_hash_unique'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
