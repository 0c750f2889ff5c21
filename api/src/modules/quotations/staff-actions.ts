import { eq, getTableColumns } from 'drizzle-orm';
import { quotations } from '../../db/schema/quotations';
import type { Db } from '../../db/types';
import { AppError, notFound } from '../../lib/app-error';
import { fenToYuan } from '../../lib/money';
import { versionOf, nextVersion } from '../backoffice-catalogue/version';
import { enqueueUserMail } from '../mail/outbox';
import { recordAudit, type StaffActor } from '../staff/audit';
import { priceAnswer } from './answer-check';
import { effectiveStatus } from './quotation-view';
import type { QuotationRow } from './repository';
import type { AnswerFile } from './schemas';
import { validityDate } from './validity';

type Locked = QuotationRow & { version: string };
type Move = Partial<typeof quotations.$inferInsert>;
/** What an action answers: the quotation's new status and version (for the next action). */
export type StaffActionResult = { quoteNo: string; status: QuotationRow['status']; version: string };

/** The parts of a quotation an audit row shows before → after (amounts in yuan, as staff typed them). */
const audited = (row: Pick<QuotationRow, 'status' | 'lines' | 'goodsAmount' | 'shippingAmount' | 'totalAmount' | 'validUntil' | 'staffNote'>) => ({
  status: row.status,
  prices: Object.fromEntries(row.lines.map((line) => [line.skuCode, line.unitPrice === null ? null : fenToYuan(line.unitPrice)])),
  shipping: row.shippingAmount === null ? null : fenToYuan(row.shippingAmount),
  total: row.totalAmount === null ? null : fenToYuan(row.totalAmount),
  validUntil: row.validUntil ? validityDate(row.validUntil) : null,
  staffNote: row.staffNote,
});

const stateChanged = (row: QuotationRow, now: Date) => new AppError(409, 'quotationStateChanged', { status: effectiveStatus(row, now) });

/**
 * What staff do to a quotation — answer, reject, withdraw — for the console (actor: the staff member, with the
 * version they read) and `npm run quotes` (actor: the command line, no version). Each runs in one transaction
 * that holds the row FOR UPDATE, as an acceptance does: of a withdrawal and an acceptance at the same moment the
 * second waits and finds the first's status, so exactly one wins. The buyer's mail and the audit row commit with
 * the change. `version` (the updated_at the client read) changed meanwhile → 409 staleRecord; nothing written.
 */
export function createQuotationStaffActions(db: Db, actor: StaffActor) {
  const act = (quoteNo: string, version: string | null, action: string, work: (tx: Db, row: Locked) => Promise<Move>) =>
    db.transaction(async (tx): Promise<StaffActionResult> => {
      const [row] = await tx.select({ ...getTableColumns(quotations), version: versionOf(quotations.updatedAt) })
        .from(quotations).where(eq(quotations.quoteNo, quoteNo)).for('update');
      if (!row) throw notFound();
      if (version !== null && row.version !== version) throw new AppError(409, 'staleRecord');
      const set = await work(tx, row);
      const [after] = await tx.update(quotations).set({ ...set, updatedAt: nextVersion(quotations.updatedAt) })
        .where(eq(quotations.id, row.id)).returning({ ...getTableColumns(quotations), version: versionOf(quotations.updatedAt) });
      await recordAudit(tx, actor, { action, entity: 'quotation', entityId: quoteNo, before: audited(row), after: audited(after!) });
      return { quoteNo, status: after!.status, version: after!.version };
    });

  return {
    /** requested → quoted at the prices of `answer` (checked by priceAnswer); mails the buyer. */
    answer: (quoteNo: string, answer: AnswerFile, version: string | null, now = new Date()) =>
      act(quoteNo, version, 'quotation.answer', async (tx, row) => {
        if (row.status !== 'requested') throw stateChanged(row, now);
        const priced = priceAnswer(row, answer, now);
        await enqueueUserMail(tx, row.userId, 'quotationAnswered', { quoteNo, outcome: 'quoted', validUntil: answer.validUntil, note: answer.note });
        return { status: 'quoted', ...priced };
      }),

    /** requested → rejected with the reason shown to the buyer; mails the buyer. */
    reject: (quoteNo: string, reason: string, version: string | null, now = new Date()) =>
      act(quoteNo, version, 'quotation.reject', async (tx, row) => {
        if (row.status !== 'requested') throw stateChanged(row, now);
        await enqueueUserMail(tx, row.userId, 'quotationAnswered', { quoteNo, outcome: 'rejected', note: reason });
        return { status: 'rejected', staffNote: reason, closedAt: now };
      }),

    /** quoted (within its validity) → withdrawn with the reason shown to the buyer; it can no longer be accepted. */
    withdraw: (quoteNo: string, reason: string, version: string | null, now = new Date()) =>
      act(quoteNo, version, 'quotation.withdraw', async (tx, row) => {
        if (row.status !== 'quoted') throw stateChanged(row, now);
        if (effectiveStatus(row, now) === 'expired') throw new AppError(409, 'quotationExpired', { status: 'expired' });
        await enqueueUserMail(tx, row.userId, 'quotationAnswered', { quoteNo, outcome: 'withdrawn', note: reason });
        return { status: 'withdrawn', staffNote: reason, closedAt: now };
      }),
  };
}
