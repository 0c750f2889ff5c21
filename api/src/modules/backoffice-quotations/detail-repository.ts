import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { orders } from '../../db/schema/orders';
import { quotations } from '../../db/schema/quotations';
import { staffAuditLog } from '../../db/schema/staff';
import type { Db } from '../../db/types';
import { versionOf } from '../backoffice-catalogue/version';

/** One quotation for the console: the row with its version, the buyer's account and profile, its order, its audit rows. */
export async function findStaffQuotation(db: Db, quoteNo: string) {
  const [row] = await db
    .select({
      ...getTableColumns(quotations),
      version: versionOf(quotations.updatedAt),
      orderNo: orders.orderNo,
      buyer: { account: users.account, nickname: users.nickname, institution: users.institution, mobile: users.mobile, contactEmail: users.contactEmail },
    })
    .from(quotations)
    .innerJoin(users, eq(users.id, quotations.userId))
    .leftJoin(orders, eq(orders.id, quotations.orderId))
    .where(eq(quotations.quoteNo, quoteNo));
  if (!row) return undefined;
  const audit = await db
    .select({ action: staffAuditLog.action, at: staffAuditLog.at, actorAccount: staffAuditLog.actorAccount, after: staffAuditLog.after })
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.entity, 'quotation'), eq(staffAuditLog.entityId, quoteNo)))
    .orderBy(asc(staffAuditLog.at), asc(staffAuditLog.id));
  return { row, audit };
}
export type StaffQuotationRecord = NonNullable<Awaited<ReturnType<typeof findStaffQuotation>>>;
