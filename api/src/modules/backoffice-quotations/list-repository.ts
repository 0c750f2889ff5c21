import { and, asc, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { quotations } from '../../db/schema/quotations';
import type { Db } from '../../db/types';
import { fenToYuan } from '../../lib/money';
import { effectiveStatus } from '../quotations/quotation-view';
import { statusFilter } from '../quotations/repository';
import { endOfChinaDay, validityDate } from '../quotations/validity';
import type { QuotationListInput } from './schemas';

const DAY_MS = 86_400_000;
const escaped = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** The filters as SQL: status as the buyer sees it (statusFilter), days of the China calendar, one search box. */
function conditionsOf(input: QuotationListInput, now: Date): SQL | undefined {
  const conditions: SQL[] = [];
  if (input.status) conditions.push(statusFilter(input.status, now));
  if (input.from) conditions.push(gte(quotations.createdAt, new Date(endOfChinaDay(input.from).getTime() - DAY_MS)));
  if (input.to) conditions.push(lt(quotations.createdAt, endOfChinaDay(input.to)));
  if (input.q) {
    const part = `%${escaped(input.q.toLowerCase())}%`;
    conditions.push(or(
      sql`${quotations.quoteNo} LIKE ${`${escaped(input.q.toUpperCase())}%`} ESCAPE '\\'`,
      sql`${users.account} ILIKE ${part} ESCAPE '\\'`,
      sql`${quotations.institution} ILIKE ${part} ESCAPE '\\'`,
    )!);
  }
  return and(...conditions);
}

/** The console's queue: every buyer's quotations, filtered, sorted and paged in the database (newest first by default). */
export async function listStaffQuotations(db: Db, input: QuotationListInput, now: Date) {
  const where = conditionsOf(input, now);
  const sortColumn = { createdAt: quotations.createdAt, quoteNo: quotations.quoteNo, totalAmount: quotations.totalAmount, wantedDate: quotations.wantedDate }[input.sort];
  const direction = input.order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        quoteNo: quotations.quoteNo, status: quotations.status, validUntil: quotations.validUntil, createdAt: quotations.createdAt,
        buyerAccount: users.account, institution: quotations.institution, lineCount: sql<number>`jsonb_array_length(${quotations.lines})::int`,
        totalAmount: quotations.totalAmount, wantedDate: quotations.wantedDate,
      })
      .from(quotations)
      .innerJoin(users, eq(users.id, quotations.userId))
      .where(where)
      // Unpriced rows (null totals) sort last either way.
      .orderBy(...(input.sort === 'totalAmount' ? [sql`${quotations.totalAmount} IS NULL`] : []), direction(sortColumn), direction(quotations.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(quotations).innerJoin(users, eq(users.id, quotations.userId)).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      ...row,
      status: effectiveStatus(row, now),
      createdAt: row.createdAt.toISOString(),
      lineCount: Number(row.lineCount),
      totalAmount: row.totalAmount === null ? null : fenToYuan(row.totalAmount),
      validUntil: row.validUntil ? validityDate(row.validUntil) : null,
    })),
    total: total?.n ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}
