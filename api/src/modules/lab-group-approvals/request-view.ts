import { and, eq } from 'drizzle-orm';
import { labGroupMembers, type LabGroupRole } from '../../db/schema/lab-groups';
import type { Db } from '../../db/types';
import { localize, type Lang } from '../../i18n/language';
import { notFound } from '../../lib/app-error';
import { may } from '../lab-groups/access';
import { fenToYuan } from '../../lib/money';
import { linesOf, requestById, type RequestRow } from './repository';
import type { DetailView, SummaryView } from './schemas';

const readers: readonly LabGroupRole[] = may.readRequests;
export const deciders: readonly LabGroupRole[] = may.decide;
export const open = (status: string) => status === 'pending' || status === 'repriced';

export async function rolesIn(db: Db, groupId: number, userId: number): Promise<LabGroupRole[]> {
  const [row] = await db.select({ roles: labGroupMembers.roles }).from(labGroupMembers).where(and(eq(labGroupMembers.groupId, groupId), eq(labGroupMembers.userId, userId)));
  return row?.roles ?? [];
}

/** The request as `userId` may see it (with their roles in its group), else 404 exactly as if it did not exist. */
export async function visibleRequest(db: Db, id: number, userId: number): Promise<{ row: RequestRow; roles: LabGroupRole[] }> {
  const row = await requestById(db, id);
  if (!row) throw notFound();
  const roles = await rolesIn(db, row.request.groupId, userId);
  if (row.request.requesterId !== userId && !roles.some((role) => readers.includes(role))) throw notFound();
  return { row, roles };
}

export const summaryOf = (row: RequestRow): SummaryView => ({
  id: row.request.id,
  group: { id: row.request.groupId, name: row.groupName },
  budget: { id: row.request.budgetId, code: row.budgetCode },
  requester: { id: row.request.requesterId, name: row.requesterName },
  status: row.request.status,
  reasons: row.request.reasons,
  total: fenToYuan(row.request.total),
  lineCount: row.lineCount,
  createdAt: row.request.createdAt.toISOString(),
  decidedAt: row.request.decidedAt?.toISOString() ?? null,
});

export async function detailOf(db: Db, row: RequestRow, userId: number, roles: readonly LabGroupRole[], lang: Lang): Promise<DetailView> {
  const { request } = row;
  const lines = (await linesOf(db, request.id)).map((line) => ({
    productId: line.productId,
    skuId: line.skuId,
    name: localize(line.name, lang),
    spec: localize(line.spec, lang),
    image: line.image ?? '',
    quantity: line.quantity,
    unitPrice: fenToYuan(line.unitPrice),
    hazardous: line.hazardous,
  }));
  const names = new Map(lines.map((line) => [line.skuId, line.name]));
  const mine = request.requesterId === userId;
  return {
    ...summaryOf(row),
    address: request.address,
    invoice: request.invoice ?? null,
    note: request.note ?? '',
    decisionNote: request.decisionNote,
    decidedBy: request.decidedBy === null ? null : { id: request.decidedBy, name: row.deciderName ?? '' },
    lines,
    differences:
      request.differences?.map((d) => ({
        skuId: d.skuId,
        name: names.get(d.skuId) ?? '',
        quantity: d.quantity,
        oldUnitPrice: fenToYuan(d.oldUnitPrice),
        newUnitPrice: fenToYuan(d.newUnitPrice),
        stock: d.stock,
        problem: d.problem ?? null,
      })) ?? null,
    orderNo: row.orderNo,
    budgetRemaining: fenToYuan(Number(row.budgetRemaining)),
    canDecide: !mine && roles.some((role) => deciders.includes(role)) && open(request.status),
    canCancel: mine && open(request.status),
  };
}

/** The Detail of request `id` read again (after a change), as `userId` sees it. */
export async function freshDetail(db: Db, id: number, userId: number, lang: Lang): Promise<DetailView> {
  const { row, roles } = await visibleRequest(db, id, userId);
  return detailOf(db, row, userId, roles, lang);
}
