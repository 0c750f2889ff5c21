import { sql, type SQL } from 'drizzle-orm';
import type { StaffActor } from '../staff/audit';

const column = (alias: string, name: string) => sql.raw(`${alias}.${name}`);
/** Fen as yuan, as the single-record audit rows show prices. */
const yuan = (fen: SQL) => sql`round(${fen} / 100.0, 2)`;

/** A product as product/save's audit rows show it; `brand` is the brand's name. */
export const productDoc = (alias: string, brand: SQL) => sql`jsonb_build_object(
  'categoryId', ${column(alias, 'category_id')}, 'brand', ${brand}, 'name', ${column(alias, 'name')}, 'summary', ${column(alias, 'summary')},
  'casNumber', ${column(alias, 'cas_number')}, 'formula', ${column(alias, 'formula')}, 'status', ${column(alias, 'status')})`;

/** A SKU as sku/save's audit rows show it (prices in yuan). */
export const skuDoc = (alias: string) => sql`jsonb_build_object(
  'id', ${column(alias, 'id')}, 'productId', ${column(alias, 'product_id')}, 'code', ${column(alias, 'code')}, 'spec', ${column(alias, 'spec')},
  'packageSize', ${column(alias, 'package_size')}, 'purity', ${column(alias, 'purity')}, 'price', ${yuan(column(alias, 'price'))},
  'marketPrice', ${yuan(column(alias, 'market_price'))}, 'maxPerOrder', ${column(alias, 'max_per_order')}, 'onSale', ${column(alias, 'on_sale')},
  'sort', ${column(alias, 'sort')})`;

/**
 * One staff_audit_log row per record a statement changed, written by that same statement (a CTE: set-based, in
 * the apply's transaction). The actions are the single-record API's, so a record's history reads the same
 * whichever way it was edited; the request id ties them to the import's summary row.
 */
export const auditRows = (actor: StaffActor, entry: { action: string; entity: 'product' | 'sku'; id: SQL; before: SQL; after: SQL; from: SQL }) =>
  sql`INSERT INTO staff_audit_log (actor_id, actor_account, action, entity, entity_id, before, after, request_id)
    SELECT ${actor.id}::int, ${actor.account}::text, ${entry.action}::text, ${entry.entity}::text, (${entry.id})::text, ${entry.before}, ${entry.after},
      ${actor.requestId}::text
    FROM ${entry.from}`;
