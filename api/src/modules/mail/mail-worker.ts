import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/types';
import { retryDelayMs } from './backoff';
import type { MailTransport } from './mail-transport';
import { createOutboxRepository, type ClaimedMail } from './outbox-repository';
import { renderMail } from './templates/render-mail';

/** How long a claim holds its rows: longer than a batch takes with SMTP's timeouts, short enough after a crash. */
export const CLAIM_LEASE_MS = 5 * 60_000;
const BATCH = 20;

export type MailWorkerOptions = {
  db: Db; transport: MailTransport; origin: string; maxAttempts: number; leaseMs?: number;
  /** Told each delivery's outcome (the counts /metrics shows: outbox-stats.ts). */
  onDelivered?: (outcome: keyof RoundResult) => void;
};
export type RoundResult = { sent: number; retried: number; failed: number };

/**
 * One worker of the outbox. Each round claims the due rows (outbox-repository.ts), sends each and records the
 * outcome. Several replicas may run rounds at once: a row is claimed by one of them at a time, and a claim
 * that outlives a dead worker expires, so a mail is delivered once, or again only after a crash mid-send.
 */
export function createMailWorker({ db, transport, origin, maxAttempts, leaseMs = CLAIM_LEASE_MS, onDelivered }: MailWorkerOptions) {
  const repository = createOutboxRepository(db);

  async function deliver(mail: ClaimedMail, claimToken: string, now: Date): Promise<keyof RoundResult> {
    const rendered = renderMail(mail.template, mail.lang, mail.data, origin);
    // Claimed more often than allowed: earlier workers died on it (or it cannot be rendered): stop here.
    const refusal = !rendered ? `unknown template ${mail.template}` : mail.attempts > maxAttempts ? 'abandoned by workers that stopped mid-send' : undefined;
    if (refusal || !rendered) {
      await repository.markFailed(mail.id, claimToken, refusal ?? 'unrenderable', now, undefined);
      return 'failed';
    }
    try {
      await transport.send({ outboxId: mail.id, to: mail.recipient, ...rendered });
    } catch (error) {
      const last = mail.attempts >= maxAttempts;
      await repository.markFailed(mail.id, claimToken, (error as Error).message, now, last ? undefined : new Date(now.getTime() + retryDelayMs(mail.attempts)));
      return last ? 'failed' : 'retried';
    }
    await repository.markSent(mail.id, claimToken, new Date());
    return 'sent';
  }

  return {
    /** Claims and sends what is due at `now`; the counts of this round. */
    async runOnce(now = new Date()): Promise<RoundResult> {
      const result: RoundResult = { sent: 0, retried: 0, failed: 0 };
      const claimToken = randomUUID();
      for (const mail of await repository.claim(claimToken, now, leaseMs, BATCH)) {
        const outcome = await deliver(mail, claimToken, now);
        result[outcome] += 1;
        onDelivered?.(outcome);
      }
      return result;
    },
  };
}

export type MailWorker = ReturnType<typeof createMailWorker>;
