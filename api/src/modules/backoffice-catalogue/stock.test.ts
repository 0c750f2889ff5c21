import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productSkus } from '../../db/schema/products';
import { staffAuditLog } from '../../db/schema/staff';
import { stockMovements } from '../../db/schema/stock';
import { drivers } from '../../test/test-app';
import { skuBody, useCatalogueApp } from './test-client';

type Ledger = { items: Array<{ delta: number; reason: string; note: string; stockAfter: number; actorAccount: string | null }>; total: number };

describe.each(drivers)('stock adjustments and SKUs (%s)', (driver) => {
  const ctx = useCatalogueApp(driver);
  let n = 0;
  const newSku = async (overrides: Record<string, unknown> = {}) =>
    ctx.staff.data<{ id: number; version: string }>('POST', 'sku/save', skuBody(90301, `ST-${driver}-${++n}`, overrides));
  const stockOf = async (id: number) => (await ctx.app.db.select({ stock: productSkus.stock }).from(productSkus).where(eq(productSkus.id, id)))[0]!.stock;
  const adjust = (skuId: number, delta: number, reason = 'received', note = '') => ctx.staff.post('sku/stock', { skuId, delta, reason, note });

  it('starts a new SKU at stock 0, and sku/save refuses a stock field without writing anything', async () => {
    const sku = await newSku();
    expect(await stockOf(sku.id)).toBe(0);
    const refused = await ctx.staff.post('sku/save', { ...skuBody(90301, `ST-${driver}-x`), stock: 50 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('stock');
    const [row] = await ctx.app.db.select().from(productSkus).where(eq(productSkus.code, `ST-${driver}-X`));
    expect(row).toBeUndefined();
  });

  it('adjusts stock relatively, keeps every change in the ledger with its reason and actor, and audits it', async () => {
    const sku = await newSku();
    expect((await adjust(sku.id, 12, 'received', 'PO 4711')).json().data).toEqual({ stock: 12 });
    expect((await adjust(sku.id, -2, 'damaged')).json().data).toEqual({ stock: 10 });

    const tooMany = await adjust(sku.id, -11, 'counted');
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('The stock cannot go below zero');
    expect(await stockOf(sku.id)).toBe(10);

    const ledger = await ctx.staff.data<Ledger>('GET', `sku/stock-ledger?skuId=${sku.id}`);
    expect(ledger.total).toBe(2);
    expect(ledger.items).toMatchObject([
      { delta: -2, reason: 'damaged', note: '', stockAfter: 10, actorAccount: ctx.staffAccount },
      { delta: 12, reason: 'received', note: 'PO 4711', stockAfter: 12, actorAccount: ctx.staffAccount },
    ]);
    const [audit] = await ctx.app.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.entity, 'sku'), eq(staffAuditLog.entityId, String(sku.id)), eq(staffAuditLog.action, 'sku.stock.adjust')))
      .orderBy(desc(staffAuditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ actorAccount: ctx.staffAccount, before: { stock: 12 }, after: { stock: 10, delta: -2, reason: 'damaged' } });
  });

  it('refuses a zero, a fractional or an unknown-reason adjustment and an unknown SKU, writing nothing', async () => {
    const sku = await newSku();
    for (const body of [
      { skuId: sku.id, delta: 0, reason: 'received' },
      { skuId: sku.id, delta: 1.5, reason: 'received' },
      { skuId: sku.id, delta: 5, reason: 'gift' },
      { skuId: sku.id, delta: 5, reason: 'received', note: 'x'.repeat(201) },
      { skuId: sku.id, delta: 5, reason: 'received', stock: 99 },
    ]) {
      expect((await ctx.staff.post('sku/stock', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await adjust(2_000_000_000, 1)).statusCode).toBe(404);
    expect(await stockOf(sku.id)).toBe(0);
    expect(await ctx.app.db.select().from(stockMovements).where(eq(stockMovements.skuId, sku.id))).toEqual([]);
  });

  it('lets exactly as many of 20 simultaneous −1 adjustments through as there are units (stock 10)', async () => {
    const sku = await newSku();
    await adjust(sku.id, 10);
    const answers = await Promise.all(Array.from({ length: 20 }, () => adjust(sku.id, -1, 'counted')));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    expect(await stockOf(sku.id)).toBe(0);

    const rows = await ctx.app.db.select().from(stockMovements).where(eq(stockMovements.skuId, sku.id)).orderBy(stockMovements.id);
    expect(rows).toHaveLength(11);
    expect(rows.reduce((sum, row) => sum + row.delta, 0)).toBe(0);
    // Each row's stockAfter follows from the one before: no two adjustments saw the same stock.
    rows.reduce((before, row) => {
      expect(row.stockAfter).toBe(before + row.delta);
      return row.stockAfter;
    }, 0);
  });

  it('composes with checkouts taking units of the same SKU at the same moment: no oversell, no lost update', async () => {
    const sku = await newSku();
    await adjust(sku.id, 10);
    // The statement place_order (drizzle/0005) takes stock with.
    const checkout = async () => {
      const result = await ctx.app.db.execute(sql`UPDATE product_skus SET stock = stock - 1 WHERE id = ${sku.id} AND stock >= 1 RETURNING stock`);
      return (result as unknown as { rows: unknown[] }).rows.length === 1;
    };
    const [adjusted, bought] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, () => adjust(sku.id, -1, 'damaged'))),
      Promise.all(Array.from({ length: 10 }, checkout)),
    ]);
    const adjustments = adjusted.filter((res) => res.statusCode === 200).length;
    expect(adjustments + bought.filter(Boolean).length).toBe(10);
    expect(adjusted.every((res) => res.statusCode === 200 || res.statusCode === 409)).toBe(true);
    expect(await stockOf(sku.id)).toBe(0);
    const rows = await ctx.app.db.select().from(stockMovements).where(eq(stockMovements.skuId, sku.id));
    expect(rows).toHaveLength(1 + adjustments);
  });

  it('edits a SKU only at the version read (409 otherwise), stores the code upper case and refuses a taken code', async () => {
    const sku = await newSku();
    const edited = await ctx.staff.data<{ version: string }>('POST', 'sku/save', skuBody(90301, `st-${driver}-edit-${n}`, { id: sku.id, version: sku.version, price: 99.9 }));
    expect(edited.version).not.toBe(sku.version);
    const stale = await ctx.staff.post('sku/save', skuBody(90301, `ST-${driver}-EDIT-${n}`, { id: sku.id, version: sku.version, price: 1 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed this record/);
    const [row] = await ctx.app.db.select().from(productSkus).where(eq(productSkus.id, sku.id));
    expect(row).toMatchObject({ code: `ST-${driver.toUpperCase()}-EDIT-${n}`, price: 9990 });

    // Stock is not part of the SKU's version: an adjustment leaves an open edit form valid.
    await adjust(sku.id, 3);
    const again = await ctx.staff.post('sku/save', skuBody(90301, `ST-${driver}-EDIT-${n}`, { id: sku.id, version: edited.version, price: 88 }));
    expect(again.statusCode, again.body).toBe(200);
    expect(await stockOf(sku.id)).toBe(3);

    const [seedSku] = await ctx.app.db.select().from(productSkus).where(eq(productSkus.productId, 90302)).limit(1);
    const taken = await ctx.staff.post('sku/save', skuBody(90301, seedSku!.code.toLowerCase()));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Another SKU already has this code');
  });

  it('gives one of two SKUs created at once with the same code a 409, not an error', async () => {
    const code = `ST-${driver}-TWIN`;
    const answers = await Promise.all([1, 2].map(() => ctx.staff.post('sku/save', skuBody(90301, code))));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses bad prices and a SKU of another product, writing nothing', async () => {
    const sku = await newSku();
    for (const overrides of [{ price: 0 }, { price: -5 }, { price: 1.234 }, { price: '12' }, { marketPrice: 0.001 }, { maxPerOrder: 0 }, { code: 'bad code!' }]) {
      const res = await ctx.staff.post('sku/save', skuBody(90301, `ST-${driver}-bad`, overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
    }
    expect((await ctx.staff.post('sku/save', skuBody(90302, `ST-${driver}-moved`, { id: sku.id, version: sku.version }))).statusCode).toBe(404);
    expect((await ctx.staff.post('sku/save', skuBody(90301, `ST-${driver}-nover`, { id: sku.id }))).statusCode).toBe(400);
    const rows = await ctx.app.db.select().from(productSkus).where(eq(productSkus.code, `ST-${driver.toUpperCase()}-BAD`));
    expect(rows).toEqual([]);
  });

  it('shows a new price and new stock on the product page at once, and finds the SKU by its new code', async () => {
    const before = await ctx.app.inject({ method: 'GET', url: '/api/product/get?id=90301', headers: { 'accept-language': 'en' } });
    const sku = await newSku({ price: 77.7 });
    await adjust(sku.id, 4);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/product/get?id=90301', headers: { 'accept-language': 'en' } });
    expect(before.statusCode).toBe(200);
    const shown = after.json<{ data: { skus: Array<{ id: number; price: number; stock: number }> } }>().data.skus.find((s) => s.id === sku.id);
    expect(shown).toMatchObject({ price: 77.7, stock: 4 });

    const search = await ctx.app.inject({ method: 'POST', url: '/api/product/page-get-products', payload: { keyword: `st-${driver}-${n}` } });
    expect(search.json<{ data: { items: Array<{ id: number }> } }>().data.items.map((item) => item.id)).toContain(90301);
  });
});
