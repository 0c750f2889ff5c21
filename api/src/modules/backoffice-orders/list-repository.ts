import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { orderItems, orders } from '../../db/schema/orders';
import type { Db } from '../../db/types';
import { fenToYuan } from '../../lib/money';
import { chinaDayStart } from './china-day';
import { groupConditions, withGroupTags } from './order-group-tags';
import type { OrderListInput } from './schemas';

const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
const startingWith = (text: string) => `${text.replace(/[\\%_]/g, '\\$&')}%`;
const invoiceType = sql<'none' | 'ordinary' | 'special'>`coalesce(${orders.invoice}->>'type', 'none')`;

/** The filters as SQL: each one reads an index (status + created_at, created_at, order_no's prefix, user_id). */
function conditionsOf(db: Db, input: OrderListInput): SQL | undefined {
  const conditions: SQL[] = [];
  if (input.q) conditions.push(sql`${orders.orderNo} LIKE ${startingWith(input.q)} ESCAPE '\\'`);
  if (input.status) conditions.push(eq(orders.status, input.status));
  if (input.from) conditions.push(gte(orders.createdAt, chinaDayStart(input.from)));
  if (input.to) conditions.push(lt(orders.createdAt, chinaDayStart(input.to, 1)));
  if (input.invoiceType) conditions.push(sql`${invoiceType} = ${input.invoiceType}`);
  conditions.push(...groupConditions(input));
  const buyers: SQL[] = [];
  if (input.buyer) buyers.push(sql`${users.account} ILIKE ${containing(input.buyer)} ESCAPE '\\'`);
  if (input.institution) buyers.push(sql`${users.institution} ILIKE ${containing(input.institution)} ESCAPE '\\'`);
  if (buyers.length > 0) conditions.push(inArray(orders.userId, db.select({ id: users.id }).from(users).where(and(...buyers))));
  return and(...conditions);
}

/** The console's order list: every buyer's orders, filtered, sorted and paged in the database. */
export async function listStaffOrders(db: Db, input: OrderListInput) {
  const where = conditionsOf(db, input);
  const sortColumn = { createdAt: orders.createdAt, payAmount: orders.payAmount, orderNo: orders.orderNo }[input.sort];
  const direction = input.order === 'asc' ? asc : desc;
  const itemCount = db
    .select({ n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .where(eq(orderItems.orderId, orders.id));

  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: orders.id,
        labGroupId: orders.labGroupId,
        budgetId: orders.budgetId,
        orderNo: orders.orderNo,
        status: orders.status,
        createdAt: orders.createdAt,
        payAmount: orders.payAmount,
        paymentMethod: orders.paymentMethod,
        buyerAccount: users.account,
        institution: users.institution,
        invoiceType,
        itemCount: sql<number>`(${itemCount})`,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(direction(sortColumn), direction(orders.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return {
    items: (await withGroupTags(db, rows)).map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), payAmount: fenToYuan(row.payAmount), itemCount: Number(row.itemCount) })),
    total: total?.n ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}
