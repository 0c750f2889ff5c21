import { eq, getTableColumns } from 'drizzle-orm';
import { afterSalesRequests, type AfterSalesStatus } from '../../db/schema/after-sales';
import type { Db } from '../../db/types';
import { AppError, notFound } from '../../lib/app-error';
import { nextVersion, versionOf } from '../backoffice-catalogue/version';
import { enqueueUserMail } from '../mail/outbox';
import { recordAudit, type StaffActor } from '../staff/audit';

/** Where a request may go from each status; rejected and completed are final. */
export const afterSalesMoves: Record<AfterSalesStatus, AfterSalesStatus[]> = {
  submitted: ['reviewing', 'approved', 'rejected'],
  reviewing: ['approved', 'rejected'],
  approved: ['completed'],
  rejected: [],
  completed: [],
};

export type AfterSalesMoved = { requestNo: string; status: AfterSalesStatus; version: string };

/**
 * Moves an after-sales request for the console (actor: the staff member, with the version they read) and
 * `npm run orders -- after-sales` (actor: the command line, no version): one function, so the allowed moves
 * cannot drift apart. The row is held FOR UPDATE, so of two staff moving it from the same status the second
 * finds the first's status. The note shows on the shopper's request; the shopper's mail and the audit row
 * commit with the move. Refusals: 404, 409 afterSalesTransition ({ status, allowed }), 409 staleRecord.
 */
export function moveAfterSalesRequest(db: Db, actor: StaffActor, requestNo: string, to: AfterSalesStatus, note: string, version: string | null, now = new Date()) {
  const shown = note.trim().slice(0, 500);
  return db.transaction(async (tx): Promise<AfterSalesMoved> => {
    const [row] = await tx.select({ ...getTableColumns(afterSalesRequests), version: versionOf(afterSalesRequests.updatedAt) })
      .from(afterSalesRequests).where(eq(afterSalesRequests.requestNo, requestNo)).for('update');
    if (!row) throw notFound();
    if (version !== null && row.version !== version) throw new AppError(409, 'staleRecord');
    const allowed = afterSalesMoves[row.status];
    if (!allowed.includes(to)) throw new AppError(409, 'afterSalesTransition', { status: row.status, allowed });
    const [moved] = await tx
      .update(afterSalesRequests)
      .set({ status: to, staffNote: shown, statusChangedAt: now, updatedAt: nextVersion(afterSalesRequests.updatedAt) })
      .where(eq(afterSalesRequests.id, row.id))
      .returning({ requestNo: afterSalesRequests.requestNo, status: afterSalesRequests.status, version: versionOf(afterSalesRequests.updatedAt) });
    await enqueueUserMail(tx, row.userId, 'afterSalesChanged', { requestNo, status: to, note: shown });
    await recordAudit(tx, actor, { action: 'after_sales.move', entity: 'after_sales', entityId: requestNo, before: { status: row.status, staffNote: row.staffNote }, after: { status: to, staffNote: shown } });
    return moved!;
  });
}
