import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BEFORE_ROLLING_UPGRADES, checkMigrationsFolder, describeRefusal } from './check-folder';
import { checkMigration, widens, type Snapshot } from './expand-contract';

const column = (type: string, extra: Record<string, unknown> = {}) => ({ type, notNull: false, ...extra });
/** The previous release's schema: orders (with a legacy column) and a table of its own. */
const previous: Snapshot = {
  tables: {
    'public.orders': { name: 'orders', schema: '', columns: { id: column('integer', { identity: {} }), note: column('varchar(200)'), qty: column('integer'), price: column('numeric(10, 2)') } },
    'public.coupons': { name: 'coupons', schema: '', columns: { id: column('integer'), code: column('varchar(32)') } },
  },
};
/** This release's schema: orders without `legacy`, which the previous release never had either. */
const current: Snapshot = {
  tables: {
    'public.orders': { name: 'orders', schema: '', columns: { ...previous.tables['public.orders']!.columns, flag: column('boolean', { notNull: true, default: false }) } },
    'public.coupons': previous.tables['public.coupons']!,
  },
};
const check = (sql: string) => checkMigration(sql, previous, current).map((r) => r.object);

describe('the expand/contract check of one migration', () => {
  it.each([
    ['DROP TABLE "coupons";', 'coupons'],
    ['DROP TABLE IF EXISTS public.coupons CASCADE;', 'coupons'],
    ['ALTER TABLE "orders" DROP COLUMN "note";', 'orders.note'],
    ['ALTER TABLE ONLY "public"."orders" DROP COLUMN IF EXISTS note, ADD COLUMN "x" text;', 'orders.note'],
    ['ALTER TABLE "orders" RENAME COLUMN "note" TO "remark";', 'orders.note'],
    ['ALTER TABLE orders RENAME note TO remark;', 'orders.note'],
    ['ALTER TABLE "coupons" RENAME TO "vouchers";', 'coupons'],
    ['ALTER TABLE "orders" ALTER COLUMN "note" SET DATA TYPE varchar(100);', 'orders.note'],
    ['ALTER TABLE "orders" ALTER COLUMN "qty" TYPE smallint;', 'orders.qty'],
    ['ALTER TABLE "orders" ALTER COLUMN "price" SET DATA TYPE numeric(10, 3);', 'orders.price'],
    ['ALTER TABLE "orders" ALTER COLUMN "qty" SET NOT NULL;', 'orders.qty'],
    ['ALTER TABLE "orders" ADD COLUMN "channel" varchar(16) NOT NULL;', 'orders.channel'],
  ])('refuses %s', (sql, object) => {
    expect(check(sql)).toEqual([object]);
  });

  it.each([
    ['an added nullable column and table', 'ALTER TABLE "orders" ADD COLUMN "channel" varchar(16);--> statement-breakpoint\nCREATE TABLE "gifts" ("id" serial PRIMARY KEY);'],
    ['a NOT NULL column with a default', 'ALTER TABLE "orders" ADD COLUMN "flag" boolean DEFAULT false NOT NULL;'],
    ['NOT NULL on a column with a default', 'ALTER TABLE "orders" ALTER COLUMN "flag" SET NOT NULL;'],
    ['NOT NULL with a default set in the same migration', 'ALTER TABLE "orders" ALTER COLUMN "qty" SET DEFAULT 1;\nUPDATE orders SET qty = 1 WHERE qty IS NULL;\nALTER TABLE "orders" ALTER COLUMN "qty" SET NOT NULL;'],
    ['widenings', 'ALTER TABLE "orders" ALTER COLUMN "note" SET DATA TYPE varchar(500);\nALTER TABLE "orders" ALTER COLUMN "qty" TYPE bigint;\nALTER TABLE "coupons" ALTER COLUMN "code" TYPE text;'],
    ['dropping what the previous release no longer had (the contract step)', 'ALTER TABLE "orders" DROP COLUMN "legacy";\nDROP TABLE "old_coupons";'],
    ['a drop inside a function body or a comment', "-- ALTER TABLE orders DROP COLUMN note;\nCREATE FUNCTION f() RETURNS void LANGUAGE plpgsql AS $$ BEGIN DROP TABLE coupons; END $$;\nSELECT 'DROP TABLE coupons';"],
    ['constraints, indexes and storage', 'ALTER TABLE "orders" DROP CONSTRAINT "orders_qty_check";\nALTER TABLE "orders" ADD CONSTRAINT "c" CHECK (qty > 0);\nALTER TABLE "orders" RENAME CONSTRAINT "a" TO "b";\nDROP INDEX "orders_note_idx";\nALTER TABLE "orders" ALTER COLUMN "note" SET STORAGE MAIN;'],
  ])('allows %s', (_what, sql) => {
    expect(check(sql)).toEqual([]);
  });

  it('takes a stated exception for exactly the object it names', () => {
    const sql = '-- contract: orders.note unused since 1.4.0\nALTER TABLE "orders" DROP COLUMN "note";\nALTER TABLE "orders" DROP COLUMN "qty";';
    expect(check(sql)).toEqual(['orders.qty']);
    expect(check('-- contract: coupons unused since 1.4.0\nDROP TABLE "coupons";')).toEqual([]);
    // Without a release it states nothing.
    expect(check('-- contract: orders.note unused\nALTER TABLE "orders" DROP COLUMN "note";')).toEqual(['orders.note']);
  });

  it('tells a widening from a narrowing', () => {
    expect(widens('varchar(32)', 'character varying(64)')).toBe(true);
    expect(widens('integer', 'bigint')).toBe(true);
    expect(widens('numeric(10, 2)', 'numeric(12,2)')).toBe(true);
    expect(widens('bigint', 'integer')).toBe(false);
    expect(widens('text', 'varchar(10)')).toBe(false);
    expect(widens('integer', 'text')).toBe(false);
  });
});

describe('the shop\'s migrations (api/drizzle)', () => {
  const folder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

  it('take nothing away that the previous release uses', () => {
    expect(checkMigrationsFolder(folder).map(describeRefusal)).toEqual([]);
  });

  it('would be refused without the list of those written before rolling upgrades', () => {
    const refused = checkMigrationsFolder(folder, {});
    expect(refused.map((r) => `${r.migration} ${r.object}`)).toEqual(Object.keys(BEFORE_ROLLING_UPGRADES).map((tag) => `${tag} products.in_stock`));
  });
});
