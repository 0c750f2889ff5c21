import { sql, type SQL } from 'drizzle-orm';
import { periodBefore, type Period, type RetentionConfig } from '../../config-retention';

/**
 * A table retention prunes: its key (what a batch deletes by) and which rows are past their period. `due` answers
 * undefined when nothing of the table may go yet (raw analytics events before any day was rolled up).
 */
export type PruneTarget = {
  table: string;
  key: string[];
  due: (now: Date, periods: RetentionConfig, context: { analyticsRolledBefore: Date | undefined }) => SQL | undefined;
};

const before = (now: Date, period: Period) => periodBefore(now, period).toISOString();

/**
 * Every table that would grow forever, in the order a round prunes them (docs/retention.md says why each period).
 * Not here, kept forever: the staff audit log, the stock movements and the points ledger (the shop's books), orders
 * and their events, and the roll-up analytics_daily (a few hundred rows a day).
 */
export const PRUNE_TARGETS: PruneTarget[] = [
  {
    table: 'analytics_events',
    key: ['id'],
    // Only days already counted in analytics_daily: the earlier of the period's start and the roll-up's watermark.
    due: (now, periods, { analyticsRolledBefore }) => {
      if (!analyticsRolledBefore) return undefined;
      const cutoff = new Date(Math.min(Date.parse(before(now, periods.analyticsRaw)), analyticsRolledBefore.getTime()));
      return sql`received_at < ${cutoff.toISOString()}`;
    },
  },
  {
    // Deleting a session deletes its access and refresh tokens with it (ON DELETE CASCADE).
    table: 'sessions',
    key: ['id'],
    due: (now, periods) => sql`(expires_at < ${before(now, periods.endedSessions)} OR revoked_at < ${before(now, periods.endedSessions)})`,
  },
  { table: 'access_tokens', key: ['id'], due: (now, periods) => sql`expires_at < ${before(now, periods.expiredTokens)}` },
  // A used refresh token is kept until it expires: presenting it again is how a stolen token is noticed.
  { table: 'refresh_tokens', key: ['id'], due: (now, periods) => sql`expires_at < ${before(now, periods.expiredTokens)}` },
  {
    table: 'password_reset_tokens',
    key: ['id'],
    due: (now, periods) => sql`(expires_at < ${before(now, periods.expiredTokens)} OR used_at < ${before(now, periods.expiredTokens)})`,
  },
  { table: 'staff_login_challenges', key: ['id'], due: (now, periods) => sql`expires_at < ${before(now, periods.expiredTokens)}` },
  { table: 'staff_enrolment_codes', key: ['user_id'], due: (now, periods) => sql`expires_at < ${before(now, periods.expiredTokens)}` },
  {
    table: 'mail_outbox',
    key: ['id'],
    // Mail still waiting or being retried is never pruned, however old.
    due: (now, periods) => sql`(sent_at < ${before(now, periods.sentMail)} OR failed_at < ${before(now, periods.failedMail)})`,
  },
  // The embedded shop's local mailbox (/dev/mailbox): copies of sent mail.
  { table: 'local_mailbox', key: ['id'], due: (now, periods) => sql`created_at < ${before(now, periods.sentMail)}` },
  { table: 'order_requests', key: ['user_id', 'key'], due: (now, periods) => sql`created_at < ${before(now, periods.idempotencyKeys)}` },
  { table: 'catalogue_imports', key: ['id'], due: (now, periods) => sql`expires_at < ${before(now, periods.importChecks)}` },
];

/** The tables retention never deletes from; a test checks that no target names them. */
export const KEPT_FOREVER = ['staff_audit_log', 'stock_movements', 'points_ledger', 'orders', 'order_events', 'analytics_daily', 'analytics_rolled_days'];
