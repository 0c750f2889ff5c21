import { eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import { orderItems, orders } from '../../db/schema/orders';
import { products } from '../../db/schema/products';
import { orderEndUse, type RegulatedClass } from '../../db/schema/regulated-chemicals';
import type { Db } from '../../db/types';
import { groupTagsOf, type GroupTag } from '../lab-groups/group-order';
import type { OrderDetail } from '../orders/response-schemas';
import type { OrderListInput } from './schemas';

type GroupKeys = { id: number; labGroupId: number | null; budgetId: number | null };

/** The list's group filters as SQL: both read orders_lab_group_idx (lab_group_id, created_at, group orders only). */
export function groupConditions(input: OrderListInput): SQL[] {
  const conditions: SQL[] = [];
  if (input.labGroupId) conditions.push(eq(orders.labGroupId, input.labGroupId));
  if (input.groupOrders === 'only') conditions.push(isNotNull(orders.labGroupId));
  return conditions;
}

/** The list's rows with their group (null for a personal order), without the keys it was read by. */
export async function withGroupTags<Row extends GroupKeys>(db: Db, rows: Row[]) {
  const tags = await groupTagsOf(db, rows);
  return rows.map(({ id, labGroupId: _group, budgetId: _budget, ...row }) => ({ ...row, labGroup: tags.get(id) ?? null }));
}

export type GroupFacts = { labGroup: GroupTag | null; endUse: string | null; classes: Map<number, RegulatedClass | null> };

/** What the detail shows of a group order and of regulated chemicals: the group, the end-use declaration, each product's class now. */
export async function groupFactsOf(db: Db, order: GroupKeys): Promise<GroupFacts> {
  const [tags, declared, classes] = await Promise.all([
    groupTagsOf(db, [order]),
    db.select({ endUse: orderEndUse.endUse }).from(orderEndUse).where(eq(orderEndUse.orderId, order.id)),
    db
      .select({ productId: products.id, regulatedClass: products.regulatedClass })
      .from(products)
      .where(inArray(products.id, db.select({ id: orderItems.productId }).from(orderItems).where(eq(orderItems.orderId, order.id)))),
  ]);
  return {
    labGroup: tags.get(order.id) ?? null,
    endUse: declared[0]?.endUse ?? null,
    classes: new Map(classes.map((row) => [row.productId, row.regulatedClass ?? null])),
  };
}

/** The shopper's view of the order with the console's group facts added, each line with its product's class. */
export function withGroupFacts(view: OrderDetail, facts: GroupFacts) {
  return {
    ...view,
    labGroup: facts.labGroup,
    endUse: facts.endUse,
    items: view.items.map((item) => ({ ...item, regulatedClass: facts.classes.get(item.productId) ?? null })),
  };
}
