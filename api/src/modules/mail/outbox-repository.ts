import { and, eq, inArray, sql } from 'drizzle-orm';
import { localMailbox, mailOutbox, type MailOutboxRow } from '../../db/schema/mail';
import type { Db } from '../../db/types';

export type ClaimedMail = Pick<MailOutboxRow, 'id' | 'template' | 'recipient' | 'lang' | 'data' | 'attempts'>;

/** The outbox's queries for the worker (outbox.ts writes rows). */
export function createOutboxRepository(db: Db) {
  // Only the claim's own worker may end it: a worker that outlived its lease must not undo another's result.
  const mine = (id: number, claimToken: string) => and(eq(mailOutbox.id, id), eq(mailOutbox.claimToken, claimToken));

  return {
    /**
     * Claims up to `limit` due rows for `leaseMs`: unsent, not failed, past their backoff and not held by a live
     * claim. SKIP LOCKED lets replicas claim side by side without waiting or taking the same row; a row whose
     * worker died (kill -9) is due again once its lease has run out. The claim counts as an attempt.
     */
    async claim(claimToken: string, now: Date, leaseMs: number, limit: number): Promise<ClaimedMail[]> {
      const nowIso = now.toISOString();
      const result = (await db.execute(sql`
        UPDATE mail_outbox SET claim_token = ${claimToken}, claimed_until = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz,
          attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM mail_outbox
          WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ${nowIso}::timestamptz
            AND (claimed_until IS NULL OR claimed_until <= ${nowIso}::timestamptz)
          ORDER BY next_attempt_at, id LIMIT ${limit}
          FOR UPDATE SKIP LOCKED)
        RETURNING id`)) as unknown as { rows: { id: string | number }[] };
      const ids = result.rows.map((row) => Number(row.id));
      if (ids.length === 0) return [];
      return db
        .select({ id: mailOutbox.id, template: mailOutbox.template, recipient: mailOutbox.recipient, lang: mailOutbox.lang, data: mailOutbox.data, attempts: mailOutbox.attempts })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.claimToken, claimToken), inArray(mailOutbox.id, ids)))
        .orderBy(mailOutbox.id);
    },

    /** Delivered. A reset link's token is dropped from the row: the mail has it, the database no longer needs it. */
    async markSent(id: number, claimToken: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(mailOutbox)
        .set({ sentAt: now, claimToken: null, claimedUntil: null, lastError: null, data: sql`${mailOutbox.data} - 'token'` })
        .where(mine(id, claimToken))
        .returning({ id: mailOutbox.id });
      return rows.length > 0;
    },

    /** Failed: due again at `retryAt`, or given up (`retryAt` undefined) after the last allowed attempt. */
    async markFailed(id: number, claimToken: string, error: string, now: Date, retryAt: Date | undefined): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ claimToken: null, claimedUntil: null, lastError: error.slice(0, 1000), ...(retryAt ? { nextAttemptAt: retryAt } : { failedAt: now }) })
        .where(mine(id, claimToken));
    },

    /** The local mailbox's copy; a second delivery of the same row (a worker that lost its lease) adds nothing. */
    async keepLocally(outboxId: number, mail: { recipient: string; subject: string; text: string; html: string }): Promise<void> {
      await db.insert(localMailbox).values({ outboxId, ...mail }).onConflictDoNothing({ target: localMailbox.outboxId });
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
