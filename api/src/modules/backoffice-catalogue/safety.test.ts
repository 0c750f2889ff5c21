import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productHazards, productLots, safetyDataSheets } from '../../db/schema/product-safety';
import { productSkus } from '../../db/schema/products';
import { staffAuditLog } from '../../db/schema/staff';
import { drivers } from '../../test/test-app';
import type { ProductRecord } from './product-schemas';
import { useCatalogueApp } from './test-client';

type ShopProduct = { hazard: { pictograms: string[]; signalWord: string | null; statements: Array<{ code: string; text: string }>; unNumber: string | null } | null };

describe.each(drivers)('GHS data and lots (%s)', (driver) => {
  const ctx = useCatalogueApp(driver);
  const shopView = async (id: number) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/product/get?id=${id}`, headers: { 'accept-language': 'en' } })).json<{ data: ShopProduct }>().data;
  const firstSku = async (productId: number) =>
    (await ctx.app.db.select({ id: productSkus.id }).from(productSkus).where(eq(productSkus.productId, productId)).orderBy(productSkus.id).limit(1))[0]!.id;
  const hazardBody = (overrides: Record<string, unknown> = {}) => ({
    productId: 90305, pictograms: ['GHS02', 'GHS07'], signalWord: 'warning', hazardCodes: ['H225', 'H319'], unNumber: 'UN1993', ...overrides,
  });

  it('lists the hazard statements in the request language', async () => {
    const statements = await ctx.staff.data<Array<{ code: string; text: string }>>('GET', 'hazard-statements');
    expect(statements).toContainEqual({ code: 'H314', text: 'Causes severe skin burns and eye damage' });
  });

  it('saves a label shown on the product page at once, revises its safety data sheets and audits it; deletes it again', async () => {
    await shopView(90305); // cached now
    const sheetsBefore = await ctx.app.db.select().from(safetyDataSheets).where(eq(safetyDataSheets.productId, 90305));
    await ctx.staff.data('POST', 'hazard/save', hazardBody());
    expect((await shopView(90305)).hazard).toEqual({
      pictograms: ['GHS02', 'GHS07'],
      signalWord: 'warning',
      statements: [
        { code: 'H225', text: 'Highly flammable liquid and vapour' },
        { code: 'H319', text: 'Causes serious eye irritation' },
      ],
      unNumber: 'UN1993',
    });
    const sheetsAfter = await ctx.app.db.select().from(safetyDataSheets).where(eq(safetyDataSheets.productId, 90305));
    for (const sheet of sheetsAfter) expect(sheet.revision).toBe(sheetsBefore.find((s) => s.language === sheet.language)!.revision + 1);
    const record = await ctx.staff.data<ProductRecord>('GET', 'product?id=90305');
    expect(record.hazard).toEqual({ pictograms: ['GHS02', 'GHS07'], signalWord: 'warning', hazardCodes: ['H225', 'H319'], unNumber: 'UN1993' });
    const [audit] = await ctx.app.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.action, 'hazard.save'), eq(staffAuditLog.entityId, '90305')));
    expect(audit?.after).toMatchObject({ hazardCodes: ['H225', 'H319'] });

    await ctx.staff.data('POST', 'hazard/delete', { productId: 90305 });
    expect((await shopView(90305)).hazard).toBeNull();
  });

  it('refuses unknown codes and pictograms, duplicates and a bad UN number, changing nothing', async () => {
    await ctx.staff.data('POST', 'hazard/save', hazardBody({ productId: 90306 }));
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ hazardCodes: ['H999'] }, /Unknown hazard statement/],
      [{ pictograms: ['GHS10'] }, /pictograms\.0/],
      [{ pictograms: ['GHS02', 'GHS02'] }, /pictograms/],
      [{ signalWord: 'caution' }, /signalWord/],
      [{ unNumber: '1993' }, /unNumber/],
      [{ hazardCodes: ['<script>'] }, /hazardCodes\.0/],
    ];
    for (const [overrides, message] of cases) {
      const res = await ctx.staff.post('hazard/save', hazardBody({ productId: 90306, ...overrides }));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const [row] = await ctx.app.db.select().from(productHazards).where(eq(productHazards.productId, 90306));
    expect(row).toMatchObject({ pictograms: ['GHS02', 'GHS07'], hazardCodes: ['H225', 'H319'] });
    expect((await ctx.staff.post('hazard/save', hazardBody({ productId: 1_999_999_999 }))).statusCode).toBe(404);
  });

  it('creates a lot with all of it remaining, findable as a certificate; an edit of the quantity moves remaining by as much', async () => {
    const skuId = await firstSku(90307);
    const lot = { skuId, lotNumber: ` t-${driver}-1 `, manufacturedOn: '2026-03-01', expiresOn: '2028-03-01', quantity: 40, results: [{ test: 'assay', spec: '≥ 99.9%', result: '99.95%', method: 'ICP-OES' }] };
    const { id } = await ctx.staff.data<{ id: number }>('POST', 'lot/save', lot);
    const [row] = await ctx.app.db.select().from(productLots).where(eq(productLots.id, id));
    expect(row).toMatchObject({ lotNumber: `T-${driver.toUpperCase()}-1`, quantity: 40, remaining: 40 });
    const certificate = await ctx.app.inject({ method: 'GET', url: `/api/safety/certificate?lot=t-${driver}-1`, headers: { 'accept-language': 'en' } });
    expect(certificate.json()).toMatchObject({ code: 200, data: { lotNumber: `T-${driver.toUpperCase()}-1`, results: [{ test: 'assay', name: 'Assay (purity)' }] } });

    // 15 units shipped meanwhile: remaining is 25.
    await ctx.app.db.update(productLots).set({ remaining: 25 }).where(eq(productLots.id, id));
    await ctx.staff.data('POST', 'lot/save', { ...lot, id, quantity: 50 });
    expect((await ctx.app.db.select().from(productLots).where(eq(productLots.id, id)))[0]).toMatchObject({ quantity: 50, remaining: 35 });
    const belowShipped = await ctx.staff.post('lot/save', { ...lot, id, quantity: 14 });
    expect(belowShipped.statusCode).toBe(409);
    expect((await ctx.app.db.select().from(productLots).where(eq(productLots.id, id)))[0]).toMatchObject({ quantity: 50, remaining: 35 });
  });

  it('refuses unordered or impossible dates, a taken lot number and another SKU’s lot, writing nothing', async () => {
    const skuId = await firstSku(90308);
    const lotsOf = () => ctx.app.db.select().from(productLots).where(eq(productLots.skuId, skuId));
    const before = await lotsOf();
    const lot = { skuId, lotNumber: `U-${driver}-1`, manufacturedOn: '2026-03-01', expiresOn: '2028-03-01', quantity: 10, results: [] };
    for (const overrides of [
      { expiresOn: '2026-02-28' },
      { expiresOn: '2026-03-01' },
      { manufacturedOn: '2026-02-30' },
      { quantity: 0 },
      { lotNumber: 'A' },
      { results: [{ test: 'assay', spec: '', result: '' , method: '' }] },
      { remaining: 5 },
    ]) {
      expect((await ctx.staff.post('lot/save', { ...lot, ...overrides })).statusCode, JSON.stringify(overrides)).toBe(400);
    }
    const taken = await ctx.staff.post('lot/save', { ...lot, lotNumber: 'b90301-1a' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Another lot already has this number');
    const [seedLot] = await ctx.app.db.select().from(productLots).where(eq(productLots.lotNumber, 'B90301-1A'));
    expect((await ctx.staff.post('lot/save', { ...lot, id: seedLot!.id })).statusCode).toBe(404);
    expect(await lotsOf()).toEqual(before);
  });
});
