import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import type { RoundResult } from './mail-worker';

export type OutboxBacklog = { pending: number; oldestPendingSeconds: number };

/**
 * What /metrics says of the outbox (docs/observability.md, alerts MailOutboxBacklog and MailDeliveryFailures): the
 * deliveries this replica's worker ended, by outcome, and the mail still waiting, read from the table at each scrape.
 * The wait is one query on the due index's rows (unsent, not given up), however many mails were ever sent.
 */
export function createOutboxStats(db: Db) {
  const deliveries: RoundResult = { sent: 0, retried: 0, failed: 0 };
  return {
    deliveries,
    count(outcome: keyof RoundResult) {
      deliveries[outcome] += 1;
    },
    async backlog(now = new Date()): Promise<OutboxBacklog> {
      const result = (await db.execute(sql`
        SELECT count(*)::int AS pending, min(created_at) AS oldest FROM mail_outbox WHERE sent_at IS NULL AND failed_at IS NULL`)) as unknown as {
        rows: { pending: number | string; oldest: string | Date | null }[];
      };
      const row = result.rows[0];
      const oldest = row?.oldest ? new Date(row.oldest).getTime() : undefined;
      return { pending: Number(row?.pending ?? 0), oldestPendingSeconds: oldest === undefined ? 0 : Math.max(0, (now.getTime() - oldest) / 1000) };
    },
  };
}

export type OutboxStats = ReturnType<typeof createOutboxStats>;
