import { eq } from 'drizzle-orm';
import { afterSalesRequests, afterSalesStatuses, type AfterSalesStatus } from '../db/schema/after-sales';
import type { Db } from '../db/types';
import { enqueueUserMail } from '../modules/mail/outbox';
import { commandLineActor, recordAudit, type StaffActor } from '../modules/staff/audit';

/** A refusal staff can act on; the CLI prints its message as it is. */
export class AfterSalesOpsError extends Error {
  override name = 'AfterSalesOpsError';
}

/** Where a request may go from each status; rejected and completed are final. */
export const afterSalesMoves: Record<AfterSalesStatus, AfterSalesStatus[]> = {
  submitted: ['reviewing', 'approved', 'rejected'],
  reviewing: ['approved', 'rejected'],
  approved: ['completed'],
  rejected: [],
  completed: [],
};

export const isAfterSalesStatus = (value: string): value is AfterSalesStatus => (afterSalesStatuses as string[]).includes(value);

/**
 * Moves an after-sales request (`npm run orders -- after-sales <requestNo> <status> [note]`), with the row
 * locked so two staff members cannot both move it from the same status. The note is shown to the shopper.
 */
export async function moveAfterSales(db: Db, requestNo: string, to: AfterSalesStatus, note = '', now = new Date(), actor: StaffActor = commandLineActor()) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(afterSalesRequests).where(eq(afterSalesRequests.requestNo, requestNo)).for('update');
    if (!row) throw new AfterSalesOpsError(`after-sales request ${requestNo} does not exist`);
    if (!afterSalesMoves[row.status].includes(to)) {
      const allowed = afterSalesMoves[row.status];
      throw new AfterSalesOpsError(`after-sales request ${requestNo} is ${row.status}: it can move to ${allowed.length ? allowed.join(', ') : 'nothing (final)'}, not ${to}`);
    }
    const [moved] = await tx
      .update(afterSalesRequests)
      .set({ status: to, staffNote: note.slice(0, 500), statusChangedAt: now })
      .where(eq(afterSalesRequests.id, row.id))
      .returning({ requestNo: afterSalesRequests.requestNo, status: afterSalesRequests.status });
    // The shopper's mail commits with the move (docs/mail.md).
    await enqueueUserMail(tx, row.userId, 'afterSalesChanged', { requestNo, status: to, note: note.slice(0, 500) });
    await recordAudit(tx, actor, { action: 'after_sales.move', entity: 'after_sales', entityId: requestNo, before: { status: row.status }, after: { status: to, note: note.slice(0, 500) } });
    return moved!;
  });
}

/** The orders-cli branch: `after-sales <requestNo> <status> [note…]`; returns the line to print. */
export async function runAfterSalesCommand(db: Db, args: string[], actor: StaffActor = commandLineActor()): Promise<string> {
  const [requestNo, status, ...note] = args;
  if (!requestNo || !status || !isAfterSalesStatus(status)) {
    throw new AfterSalesOpsError(`usage: npm run orders -- after-sales <requestNo> <${afterSalesStatuses.join('|')}> [note for the shopper]`);
  }
  const moved = await moveAfterSales(db, requestNo, status, note.join(' '), new Date(), actor);
  return `after-sales ${moved.requestNo}: ${moved.status}`;
}
