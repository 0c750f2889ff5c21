import { and, asc, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { afterSalesRequests, type AfterSalesStatus, type AfterSalesType } from '../../db/schema/after-sales';
import { users } from '../../db/schema/auth';
import { orders } from '../../db/schema/orders';
import type { Db } from '../../db/types';
import { endOfChinaDay } from '../quotations/validity';
import type { AfterSalesListInput } from './after-sales-schemas';

const DAY_MS = 86_400_000;
const escaped = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** The filters as SQL: status, type, days of the China calendar, one search box (request no., order no., account). */
function conditionsOf(input: AfterSalesListInput): SQL | undefined {
  const conditions: SQL[] = [];
  if (input.status) conditions.push(eq(afterSalesRequests.status, input.status as AfterSalesStatus));
  if (input.type) conditions.push(eq(afterSalesRequests.type, input.type as AfterSalesType));
  if (input.from) conditions.push(gte(afterSalesRequests.createdAt, new Date(endOfChinaDay(input.from).getTime() - DAY_MS)));
  if (input.to) conditions.push(lt(afterSalesRequests.createdAt, endOfChinaDay(input.to)));
  if (input.q) {
    const start = `${escaped(input.q.toUpperCase())}%`;
    conditions.push(or(
      sql`upper(${afterSalesRequests.requestNo}) LIKE ${start} ESCAPE '\\'`,
      sql`upper(${orders.orderNo}) LIKE ${start} ESCAPE '\\'`,
      sql`${users.account} ILIKE ${`%${escaped(input.q)}%`} ESCAPE '\\'`,
    )!);
  }
  return and(...conditions);
}

/** The console's after-sales queue, filtered, sorted and paged in the database (newest first by default). */
export async function listAfterSales(db: Db, input: AfterSalesListInput) {
  const where = conditionsOf(input);
  const sortColumn = { createdAt: afterSalesRequests.createdAt, requestNo: afterSalesRequests.requestNo, status: afterSalesRequests.status, statusChangedAt: afterSalesRequests.statusChangedAt }[input.sort];
  const direction = input.order === 'asc' ? asc : desc;
  const photoCount = sql<number>`(select count(*)::int from uploaded_files f where f.owner_kind = 'after_sales' and f.owner_id = ${afterSalesRequests.id})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        requestNo: afterSalesRequests.requestNo, orderNo: orders.orderNo, account: users.account, type: afterSalesRequests.type, reason: afterSalesRequests.reason,
        status: afterSalesRequests.status, createdAt: afterSalesRequests.createdAt, statusChangedAt: afterSalesRequests.statusChangedAt, photoCount,
      })
      .from(afterSalesRequests)
      .innerJoin(orders, eq(orders.id, afterSalesRequests.orderId))
      .innerJoin(users, eq(users.id, afterSalesRequests.userId))
      .where(where)
      .orderBy(direction(sortColumn), direction(afterSalesRequests.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(afterSalesRequests).innerJoin(orders, eq(orders.id, afterSalesRequests.orderId)).innerJoin(users, eq(users.id, afterSalesRequests.userId)).where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), statusChangedAt: row.statusChangedAt?.toISOString() ?? null, photoCount: Number(row.photoCount) })),
    total: total?.n ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}
