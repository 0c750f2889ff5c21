import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAuditLog } from '../../db/schema/staff';
import { products, productSkus } from '../../db/schema/products';
import { stockMovements } from '../../db/schema/stock';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import { csvRows, importClient, toCsv, type Report } from './test/import-client';
import { shopperSession, staffSession } from '../../test/staff-session';

describe.each(drivers)('catalogue import and export on %s', (driver) => {
  let t: TestApp;
  let staff: ReturnType<typeof importClient>;
  beforeAll(async () => {
    t = await buildTestApp(driver);
    staff = importClient(t.app, (await staffSession(t.app, 'catalogue')).token);
  });
  afterAll(() => t.close());

  const exported = async () => {
    const res = await staff.export('csv');
    expect(res.statusCode, res.body).toBe(200);
    return csvRows(res.body);
  };
  const check = async (content: Buffer, fileName = 'catalogue.csv') => {
    const res = await staff.check(fileName, content);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: Report }>().data;
  };
  const skuCount = async () => (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(productSkus))[0]!.n;
  const importCount = async () => ((await t.app.db.execute(sql`SELECT count(*)::int AS n FROM catalogue_imports`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

  it('exports one formula-safe row per SKU, and importing that file back changes nothing', async () => {
    const [first] = await t.app.db.select().from(products).orderBy(products.id).limit(1);
    await t.app.db.update(products).set({ name: { ...first!.name, en: '=HYPERLINK("http://x.example")' } }).where(eq(products.id, first!.id));
    const res = await staff.export('csv');
    expect(res.body).toContain(`"'=HYPERLINK(""http://x.example"")"`);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = csvRows(res.body);
    expect(rows[0]).toContain('sku_code');
    expect(rows.length - 1).toBe(await skuCount());

    const report = await check(Buffer.from(res.body));
    expect(report).toMatchObject({ rows: rows.length - 1, create: 0, update: 0, unchanged: rows.length - 1, refused: [] });
    expect((await staff.apply(report.importId)).json()).toMatchObject({ code: 200, data: { create: 0, update: 0, unchanged: rows.length - 1 } });
  });

  it('round-trips the XLSX export too', async () => {
    const res = await staff.export('xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const report = await check(res.rawPayload, 'catalogue.xlsx');
    expect(report).toMatchObject({ create: 0, update: 0, refused: [] });
    expect(report.unchanged).toBe(await skuCount());
  });

  it('imports a changed price and a counted stock as an update: the product page shows it, the ledger and audit log have it', async () => {
    const rows = await exported();
    const [header, first] = [rows[0]!, rows[1]!];
    const at = (column: string) => header.indexOf(column);
    const productId = Number(first[at('product_id')]);
    const code = first[at('sku_code')]!;
    const stock = Number(first[at('stock')]);
    const oldPrice = Number(first[at('price')]);
    first[at('price')] = '4321.50';
    first[at('stock')] = String(stock + 7);

    const report = await check(toCsv(rows), '价格.csv');
    expect(report).toMatchObject({ create: 0, update: 1, unchanged: rows.length - 2, refused: [] });
    expect((await staff.apply(report.importId)).statusCode).toBe(200);

    const page = await t.app.inject({ method: 'GET', url: `/api/product/get?id=${productId}` });
    const sku = page.json<{ data: { skus: { code: string; price: number; stock: number }[] } }>().data.skus.find((s) => s.code === code);
    expect(sku).toMatchObject({ price: 4321.5, stock: stock + 7 });
    const [skuRow] = await t.app.db.select().from(productSkus).where(eq(productSkus.code, code));
    const ledger = await t.app.db.select().from(stockMovements).where(eq(stockMovements.skuId, skuRow!.id));
    expect(ledger).toMatchObject([{ delta: 7, reason: 'counted', stockAfter: stock + 7, note: 'import 价格.csv' }]);
    const audit = await t.app.db.select().from(staffAuditLog).where(eq(staffAuditLog.entityId, report.importId));
    expect(audit).toMatchObject([{ action: 'catalogue.import', after: { file: '价格.csv', update: 1 } }]);
    // Each changed SKU has its own rows too, before → after, as sku/save and a stock adjustment write them.
    const skuAudit = await t.app.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.entity, 'sku'), eq(staffAuditLog.entityId, String(skuRow!.id)))).orderBy(staffAuditLog.id);
    expect(skuAudit).toMatchObject([
      { action: 'sku.update', before: { code, price: oldPrice }, after: { code, price: 4321.5 } },
      { action: 'sku.stock.adjust', before: { stock }, after: { stock: stock + 7, delta: 7, reason: 'counted' } },
    ]);
    // Applied once: the same import cannot be applied again.
    expect((await staff.apply(report.importId)).json()).toMatchObject({ code: 404, message: "This check was already applied or has expired: check the file again" });
  });

  it('applies one import once when two applies of it arrive together: the other is refused, the stock moves once', async () => {
    const rows = await exported();
    const header = rows[0]!;
    const row = rows[3]!;
    const code = row[header.indexOf('sku_code')]!;
    const stock = Number(row[header.indexOf('stock')]);
    row[header.indexOf('stock')] = String(stock + 5);
    const report = await check(toCsv(rows));
    expect(report).toMatchObject({ update: 1, refused: [] });

    const answers = await Promise.all([staff.apply(report.importId), staff.apply(report.importId)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
    expect(answers.find((a) => a.statusCode === 404)!.json()).toMatchObject({ message: 'This check was already applied or has expired: check the file again' });
    const [sku] = await t.app.db.select().from(productSkus).where(eq(productSkus.code, code));
    expect(sku!.stock).toBe(stock + 5);
    expect(await t.app.db.select().from(stockMovements).where(eq(stockMovements.skuId, sku!.id))).toHaveLength(1);
  });

  it('creates a new product (blank product_id, its rows grouped by new_product_ref) under a server id that shoppers then find', async () => {
    const rows = await exported();
    const header = rows[0]!;
    const at = (column: string) => header.indexOf(column);
    const fresh = [...rows[1]!];
    fresh[at('product_id')] = '';
    fresh[at('new_product_ref')] = 'new-1';
    fresh[at('sku_code')] = 'IMP-NEW-1G';
    fresh[at('name_en')] = 'Zirconium importite';
    fresh[at('stock')] = '12';
    const second = [...fresh];
    second[at('sku_code')] = 'IMP-NEW-5G';
    const [{ max }] = (await t.app.db.select({ max: sql<number>`max(id)::int` }).from(products)) as [{ max: number }];
    const report = await check(toCsv([header, fresh, second]));
    expect(report).toMatchObject({ rows: 2, create: 2, update: 0, unchanged: 0, refused: [] });
    expect((await staff.apply(report.importId)).statusCode).toBe(200);

    const found = await t.app.inject({ method: 'POST', url: '/api/product/page-get-products', payload: { keyword: 'importite' } });
    const ids = found.json<{ data: { items: { id: number }[] } }>().data.items.map((p) => p.id);
    expect(ids).toHaveLength(1);
    expect(ids[0]).toBeGreaterThan(max);
    expect(ids[0]).toBeLessThan(max + 100);
    const skus = await t.app.db.select({ code: productSkus.code }).from(productSkus).where(eq(productSkus.productId, ids[0]!)).orderBy(productSkus.sort);
    expect(skus.map((s) => s.code)).toEqual(['IMP-NEW-1G', 'IMP-NEW-5G']);
    // Written with the row by the import, as the SKU triggers compute it: the lowest price on sale.
    const [listing] = await t.app.db.select({ price: products.listedPrice }).from(products).where(eq(products.id, ids[0]!));
    expect(listing).toEqual({ price: Number(fresh[at('price')]) * 100 });
    const wrong = await t.app.db.execute(sql`SELECT p.id FROM products p WHERE p.listed_price IS DISTINCT FROM
      (SELECT min(price) FROM product_skus s WHERE s.product_id = p.id AND s.on_sale)`);
    expect((wrong as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it('refuses a product_id that is not stored (a typo must not create a product or move the id sequence) and a new row without a reference', async () => {
    const rows = await exported();
    const header = rows[0]!;
    const at = (column: string) => header.indexOf(column);
    const typo = [...rows[1]!];
    typo[at('product_id')] = '2147483647';
    typo[at('sku_code')] = 'IMP-TYPO-1';
    const unnamed = [...rows[1]!];
    unnamed[at('product_id')] = '';
    unnamed[at('sku_code')] = 'IMP-TYPO-2';
    const report = await check(toCsv([header, typo, unnamed]));
    expect(report.refused).toEqual([
      { row: 2, column: 'product_id', reason: 'No product has the id 2147483647: for a new product leave product_id blank and fill new_product_ref' },
      {
        row: 3,
        column: 'new_product_ref',
        reason: 'A new product has a blank product_id and a new_product_ref (rows with the same one are one product); a stored product has its product_id only',
      },
    ]);
    expect((await staff.apply(report.importId)).statusCode).toBe(409);
    expect(await t.app.db.select().from(products).where(eq(products.id, 2147483647))).toEqual([]);
  });

  it('exports a product without SKUs as one row with blank SKU columns, which imports back unchanged', async () => {
    const [source] = await t.app.db.select().from(products).orderBy(products.id).limit(1);
    const [bare] = await t.app.db.insert(products).values({ ...source!, id: undefined, searchText: 'bare' }).returning({ id: products.id });
    const rows = await exported();
    const header = rows[0]!;
    const row = rows.find((r) => r[header.indexOf('product_id')] === String(bare!.id))!;
    expect(row[header.indexOf('sku_code')]).toBe('');
    expect(row[header.indexOf('price')]).toBe('');
    const report = await check(toCsv(rows));
    expect(report).toMatchObject({ rows: rows.length - 1, create: 0, update: 0, unchanged: rows.length - 1, refused: [] });
    expect((await staff.apply(report.importId)).statusCode).toBe(200);
  });

  it('records each changed product before → after, and each new product and SKU, beside the summary row', async () => {
    const rows = await exported();
    const header = rows[0]!;
    const at = (column: string) => header.indexOf(column);
    const productId = rows[1]![at('product_id')]!;
    const oldFormula = rows[1]![at('formula')] || null;
    for (const row of rows) if (row[at('product_id')] === productId) row[at('formula')] = 'Au2O3';
    const fresh = [...rows[1]!];
    fresh[at('product_id')] = '';
    fresh[at('new_product_ref')] = 'audit-1';
    fresh[at('sku_code')] = 'IMP-AUDIT-1';
    const report = await check(toCsv([...rows, fresh]));
    expect(report.refused).toEqual([]);
    expect((await staff.apply(report.importId)).statusCode).toBe(200);

    const log = (entity: string, id: string | number) =>
      t.app.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.entity, entity), eq(staffAuditLog.entityId, String(id)))).orderBy(staffAuditLog.id);
    expect(await log('product', productId)).toMatchObject([{ action: 'product.update', before: { formula: oldFormula }, after: { formula: 'Au2O3' } }]);
    const [sku] = await t.app.db.select().from(productSkus).where(eq(productSkus.code, 'IMP-AUDIT-1'));
    expect(await log('product', sku!.productId)).toMatchObject([{ action: 'product.create', before: null, after: { formula: 'Au2O3', brand: fresh[at('brand')] } }]);
    expect(await log('sku', sku!.id)).toMatchObject([{ action: 'sku.create', before: null, after: { code: 'IMP-AUDIT-1', productId: sku!.productId } }]);
    expect(await log('catalogue', report.importId)).toMatchObject([{ action: 'catalogue.import', after: { create: 1 } }]);
  });

  it('refuses a bad row with its row number, column and reason, and will not apply that check', async () => {
    const rows = (await exported()).slice(0, 10);
    const header = rows[0]!;
    rows[6]![header.indexOf('price')] = 'abc'; // the file's row 7 (the header is row 1)
    rows[8]![header.indexOf('cas_number')] = '7732-18-4'; // water is 7732-18-5
    rows[9]![header.indexOf('sku_code')] = rows[2]![header.indexOf('sku_code')]!;
    const res = await staff.check('bad.csv', toCsv(rows));
    const report = res.json<{ data: Report }>().data;
    expect(report.refused).toEqual([
      { row: 7, column: 'price', reason: '“abc” is not a price: yuan above 0, at most two decimals' },
      { row: 9, column: 'cas_number', reason: '“7732-18-4” is not a valid CAS number (format or check digit)' },
      { row: 10, column: 'sku_code', reason: `The SKU code “${rows[2]![header.indexOf('sku_code')]}” is already on row 3` },
    ]);
    const applied = await staff.apply(report.importId);
    expect(applied.statusCode).toBe(409);
    expect(applied.json()).toMatchObject({ code: 409, message: 'The check refused some rows: correct the file and check it again' });

    const zh = await importClient(t.app, (await staffSession(t.app, 'catalogue')).token, 'zh').check('bad.csv', toCsv(rows));
    expect(zh.json<{ data: Report }>().data.refused[0]).toEqual({ row: 7, column: 'price', reason: '“abc” 不是有效金额：应为大于 0 的元金额，最多两位小数' });
  });

  it('checks each row as product/save and sku/save do: their caps, control characters, codes upper case, brands whatever their case', async () => {
    const rows = (await exported()).slice(0, 6);
    const header = rows[0]!;
    const at = (column: string) => header.indexOf(column);
    rows[1]![at('price')] = '20000000'; // over the API's 10,000,000 yuan (and past int4 in fen at 100,000,000)
    rows[2]![at('max_per_order')] = '10000';
    rows[3]![at('formula')] = 'H2O\u0007';
    const refused = (await check(toCsv(rows))).refused;
    expect(refused).toEqual([
      { row: 2, column: 'price', reason: '“20000000” is not a price: yuan above 0, at most two decimals' },
      { row: 3, column: 'max_per_order', reason: '“10000” is not a whole number from 0 to 9999' },
      { row: 4, column: 'formula', reason: '“H2O\u0007” holds characters that are not allowed (such as control characters)' },
    ]);

    const good = (await exported()).slice(0, 2);
    const code = good[1]![at('sku_code')]!;
    const brand = good[1]![at('brand')]!;
    good[1]![at('sku_code')] = code.toLowerCase();
    good[1]![at('brand')] = brand.toUpperCase() === brand ? brand.toLowerCase() : brand.toUpperCase();
    const fresh = [...good[1]!]; // another SKU of the same product
    fresh[at('sku_code')] = 'imp-lower-1g';
    const brandCount = async () => ((await t.app.db.execute(sql`SELECT count(*)::int AS n FROM brands`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    const brandsBefore = await brandCount();
    const report = await check(toCsv([header, good[1]!, fresh]));
    // The same SKU and brand in another case change nothing; the new code is stored as sku/save would store it.
    expect(report).toMatchObject({ create: 1, update: 0, unchanged: 1, refused: [] });
    expect((await staff.apply(report.importId)).statusCode).toBe(200);
    expect(await t.app.db.select({ productId: productSkus.productId }).from(productSkus).where(eq(productSkus.code, 'IMP-LOWER-1G'))).toHaveLength(1);
    expect(await brandCount()).toBe(brandsBefore);
  });

  it('refuses an apply after the catalogue changed since the check', async () => {
    const rows = await exported();
    const header = rows[0]!;
    rows[1]![header.indexOf('price')] = '1.23';
    const report = await check(toCsv(rows));
    await t.app.db.update(products).set({ formula: 'X2' }).where(eq(products.id, Number(rows[2]![header.indexOf('product_id')])));
    const applied = await staff.apply(report.importId);
    expect(applied.statusCode).toBe(409);
    expect(applied.json()).toMatchObject({ message: 'The catalogue changed after the check; nothing was imported: check the file again' });
    const [sku] = await t.app.db.select().from(productSkus).where(eq(productSkus.code, rows[1]![header.indexOf('sku_code')]!));
    expect(sku!.price).not.toBe(123);
  });

  it('refuses a file that is not a spreadsheet, a zip that is not a workbook and a missing file, storing nothing', async () => {
    const before = await importCount();
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 0)]);
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 7)]);
    for (const content of [png, zip]) {
      const res = await staff.check('catalogue.xlsx', content);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, message: 'The file cannot be read: upload a CSV (UTF-8) or XLSX file' });
    }
    expect((await staff.check('empty.csv', Buffer.alloc(0))).statusCode).toBe(400);
    expect(await importCount()).toBe(before);
  });

  // Last: it grows the catalogue past a lab list's 1,000 rows, which the XLSX reader once refused for catalogues too.
  it('round-trips an XLSX export of more than 1,000 SKUs', async () => {
    await t.app.db.execute(sql`INSERT INTO product_skus (product_id, code, spec, package_size, purity, price, market_price, max_per_order, on_sale, sort, stock)
      SELECT product_id, code || '-X' || g, spec, package_size, purity, price, market_price, max_per_order, on_sale, sort + g, 0
      FROM product_skus, generate_series(1, 1200 / (SELECT count(*)::int FROM product_skus) + 1) AS g`);
    const skus = await skuCount();
    expect(skus).toBeGreaterThan(1_200);
    const lines = (await exported()).length - 1; // a SKU each, and a product without SKUs from an earlier test
    const res = await staff.export('xlsx');
    expect(res.statusCode).toBe(200);
    expect(await check(res.rawPayload, 'catalogue.xlsx')).toMatchObject({ rows: lines, create: 0, update: 0, unchanged: lines, refused: [] });
  });

  it('answers 401 without a token and 403 to a shopper or to staff without the catalogue scope', async () => {
    const callers = {
      401: importClient(t.app),
      403: importClient(t.app, (await shopperSession(t.app)).token),
    };
    const otherStaff = importClient(t.app, (await staffSession(t.app, 'orders')).token);
    const uuid = '00000000-0000-4000-8000-000000000000';
    for (const [status, client] of [...Object.entries(callers), ['403', otherStaff] as const]) {
      expect((await client.export()).statusCode).toBe(Number(status));
      expect((await client.check('a.csv', Buffer.from('a,b'))).statusCode).toBe(Number(status));
      expect((await client.apply(uuid)).statusCode).toBe(Number(status));
    }
    expect((await otherStaff.export()).json()).toMatchObject({ code: 403, message: 'You are not allowed to do this' });
  });
});
