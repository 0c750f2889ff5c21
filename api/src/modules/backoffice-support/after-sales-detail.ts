import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import { afterSalesRequests } from '../../db/schema/after-sales';
import { users } from '../../db/schema/auth';
import { orders } from '../../db/schema/orders';
import { staffAuditLog } from '../../db/schema/staff';
import type { Db } from '../../db/types';
import { localize, type Lang } from '../../i18n/language';
import { notFound } from '../../lib/app-error';
import { reasonLabels, typeLabels } from '../after-sales/request-form';
import { createAfterSalesRepository } from '../after-sales/repository';
import { versionOf } from '../backoffice-catalogue/version';
import { afterSalesMoves } from './after-sales-move';
import { staffFileUrl } from './files';

/** One after-sales request for the console: the shopper, the order lines, the photos (served to staff), the moves and their notes. */
export async function afterSalesDetail(db: Db, requestNo: string, lang: Lang) {
  const [row] = await db
    .select({
      ...getTableColumns(afterSalesRequests), version: versionOf(afterSalesRequests.updatedAt), orderNo: orders.orderNo,
      buyer: { account: users.account, nickname: users.nickname, institution: users.institution, mobile: users.mobile, contactEmail: users.contactEmail },
    })
    .from(afterSalesRequests)
    .innerJoin(orders, eq(orders.id, afterSalesRequests.orderId))
    .innerJoin(users, eq(users.id, afterSalesRequests.userId))
    .where(eq(afterSalesRequests.requestNo, requestNo));
  if (!row) throw notFound();
  const repo = createAfterSalesRepository(db);
  const [lines, photos, audit] = await Promise.all([
    repo.lines(row.orderId),
    repo.photos([row.id]),
    db.select({ at: staffAuditLog.at, staff: staffAuditLog.actorAccount, before: staffAuditLog.before, after: staffAuditLog.after })
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.entity, 'after_sales'), eq(staffAuditLog.entityId, requestNo)))
      .orderBy(asc(staffAuditLog.at), asc(staffAuditLog.id)),
  ]);
  const byId = new Map(lines.map((line) => [line.id, line]));
  return {
    requestNo: row.requestNo, orderNo: row.orderNo, version: row.version, type: row.type, typeLabel: localize(typeLabels[row.type], lang),
    reason: row.reason, reasonLabel: localize(reasonLabels[row.reason] ?? reasonLabels.other!, lang), description: row.description,
    status: row.status, staffNote: row.staffNote, createdAt: row.createdAt.toISOString(), statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
    buyer: row.buyer,
    items: row.lines.map((l) => {
      const line = byId.get(l.orderItemId);
      return { orderItemId: l.orderItemId, name: line ? localize(line.name, lang) : '', spec: line ? localize(line.spec, lang) : '', quantity: l.quantity };
    }),
    photos: photos.map((p) => ({ id: p.id, fileName: p.fileName, mimeType: p.mimeType, size: p.size, url: staffFileUrl(p.id) })),
    moves: afterSalesMoves[row.status],
    history: audit.map((entry) => {
      const before = (entry.before ?? {}) as { status?: string };
      const after = (entry.after ?? {}) as { status?: string; staffNote?: string; note?: string };
      return { at: entry.at.toISOString(), staff: entry.staff, from: before.status ?? '', to: after.status ?? '', note: after.staffNote ?? after.note ?? '' };
    }),
  };
}
