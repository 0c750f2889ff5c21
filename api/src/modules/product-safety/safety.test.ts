import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders';
import { productLots } from '../../db/schema/product-safety';
import { createOrderOps } from '../../ops/order-ops';
import { useAuthApp } from '../../test/auth-requests';
import { drivers } from '../../test/test-app';
import { createProduct } from '../cart/test-catalogue';
import { dataOf, shopper } from '../orders/order-kit';

const LIPF6 = 90301; // the seed's lithium hexafluorophosphate (sub-category 903, first product)
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

type Detail = {
  hazard: { pictograms: string[]; signalWord: string | null; statements: { code: string; text: string }[]; unNumber: string | null } | null;
  sdsLanguages: string[];
};

describe.each(drivers)('safety data sheets and certificates on %s', (driver) => {
  const ctx = useAuthApp(driver);
  const get = (url: string, headers: Record<string, string> = {}) => ctx.t.app.inject({ method: 'GET', url, headers });

  it('the product detail carries the GHS classification in the asked language and the SDS languages', async () => {
    const en = dataOf<Detail>(await get(`/api/product/get?id=${LIPF6}`, { 'accept-language': 'en' }));
    expect(en.hazard).toMatchObject({ pictograms: ['GHS05', 'GHS06', 'GHS08'], signalWord: 'danger' });
    expect(en.hazard!.statements.map((s) => s.code)).toEqual(['H301', 'H314', 'H372', 'EUH014']);
    expect(en.hazard!.statements[0]!.text).toBe('Toxic if swallowed');
    expect(en.sdsLanguages).toEqual(['zh', 'en', 'ja', 'ko']);
    const zh = dataOf<Detail>(await get(`/api/product/get?id=${LIPF6}`, { 'accept-language': 'zh-CN' }));
    expect(zh.hazard!.statements[1]).toEqual({ code: 'H314', text: '造成严重皮肤灼伤和眼损伤' });
    // Equipment has neither; the answer (cached per language) still has both fields.
    const { product } = await createProduct(ctx.t.app);
    expect(dataOf<Detail>(await get(`/api/product/get?id=${product.id}`))).toMatchObject({ hazard: null, sdsLanguages: [] });
  });

  it('serves the SDS as a PDF download with a name and an ETag; unknown product or language is 404', async () => {
    const res = await get(`/api/safety/sds?productId=${LIPF6}&lang=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="SDS-LiPF6-en.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const again = await get(`/api/safety/sds?productId=${LIPF6}&lang=en`, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    const { product } = await createProduct(ctx.t.app);
    expect((await get(`/api/safety/sds?productId=${product.id}&lang=en`)).statusCode).toBe(404);
    expect((await get(`/api/safety/sds?productId=${LIPF6}&lang=fr`)).statusCode).toBe(400);
  });

  it('finds a certificate by lot number whatever its case and spacing; unknown lots are 404', async () => {
    const found = dataOf<{ lotNumber: string; product: { id: number }; results: { test: string; name: string }[]; pdfUrl: string }>(
      await get('/api/safety/certificate?lot=%20b90301-1a%20', { 'accept-language': 'en' }),
    );
    expect(found).toMatchObject({ lotNumber: 'B90301-1A', product: { id: LIPF6 }, pdfUrl: '/api/safety/certificate/pdf?lot=B90301-1A' });
    expect(found.results.map((r) => r.test)).toEqual(expect.arrayContaining(['assay', 'water', 'freeAcid']));
    expect(found.results.find((r) => r.test === 'water')!.name).toBe('Water content');
    expect((await get('/api/safety/certificate?lot=NOPE-0000')).statusCode).toBe(404);
    expect((await get('/api/safety/certificate?lot=%3Cscript%3E')).statusCode).toBe(404);
    const pdf = await get('/api/safety/certificate/pdf?lot=b90301-1a&lang=zh');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="CoA-B90301-1A.pdf"');
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('the search suggestions offer the certificate of a typed lot number, and CAS search still works', async () => {
    type S = { products: { id: number; match: string }[]; certificates: { lotNumber: string }[] };
    const lot = dataOf<S>(await get('/api/product/searchkeywordnew?keyword=b90301-2b'));
    expect(lot.certificates).toEqual([{ lotNumber: 'B90301-2B', productName: expect.any(String) }]);
    const cas = dataOf<S>(await get('/api/product/searchkeywordnew?keyword=21324-40-3'));
    expect(cas.products[0]).toMatchObject({ id: LIPF6, match: 'cas' });
    expect(cas.certificates).toEqual([]);
  });

  it('shipping allocates lots oldest first; the owner sees them with CoA links, nobody else does', async () => {
    const owner = await shopper(ctx.t.app);
    const other = await shopper(ctx.t.app);
    const { skus } = await createProduct(ctx.t.app, [{ stock: 50 }, { stock: 50 }]);
    const [sku, plain] = skus;
    const tag = `${process.pid}${Date.now() % 100000}`;
    await ctx.t.app.db.insert(productLots).values([
      { skuId: sku!.id, lotNumber: `T${tag}-NEW`, manufacturedOn: day(-10), expiresOn: day(300), quantity: 10, remaining: 10, results: [] },
      { skuId: sku!.id, lotNumber: `T${tag}-OLD`, manufacturedOn: day(-100), expiresOn: day(200), quantity: 10, remaining: 3, results: [] },
      { skuId: sku!.id, lotNumber: `T${tag}-EXP`, manufacturedOn: day(-400), expiresOn: day(-1), quantity: 10, remaining: 10, results: [] },
    ]);
    const { orderNo } = dataOf<{ orderNo: string }>(
      await owner.create(await owner.orderBody([{ skuId: sku!.id, quantity: 5 }, { skuId: plain!.id, quantity: 1 }])),
    );
    await ctx.t.app.db.update(orders).set({ status: 'paid', paidAt: new Date() }).where(eq(orders.orderNo, orderNo));

    const shipped = await createOrderOps(ctx.t.app.db).ship(orderNo);
    expect(shipped.lots.allocated).toEqual([
      { skuCode: sku!.code, lotNumber: `T${tag}-OLD`, quantity: 3 },
      { skuCode: sku!.code, lotNumber: `T${tag}-NEW`, quantity: 2 },
    ]);
    expect(shipped.lots.short).toEqual([]);
    const left = await ctx.t.app.db.select({ n: productLots.lotNumber, r: productLots.remaining }).from(productLots).where(eq(productLots.skuId, sku!.id));
    expect(Object.fromEntries(left.map((l) => [l.n, l.r]))).toEqual({ [`T${tag}-NEW`]: 8, [`T${tag}-OLD`]: 0, [`T${tag}-EXP`]: 10 });

    type Line = { skuId: number; lots: { lotNumber: string; quantity: number; certificateUrl: string }[] };
    const detail = dataOf<{ items: Line[] }>(await owner.detail(orderNo));
    expect(detail.items.find((l) => l.skuId === sku!.id)!.lots).toEqual([
      { lotNumber: `T${tag}-OLD`, quantity: 3, certificateUrl: `/api/safety/certificate/pdf?lot=T${tag}-OLD` },
      { lotNumber: `T${tag}-NEW`, quantity: 2, certificateUrl: `/api/safety/certificate/pdf?lot=T${tag}-NEW` },
    ]);
    expect(detail.items.find((l) => l.skuId === plain!.id)!.lots).toEqual([]);
    expect((await other.detail(orderNo)).statusCode).toBe(404);
  });

  it('two shipments racing for the last lot units never take more than the lot has', async () => {
    const buyers = [await shopper(ctx.t.app), await shopper(ctx.t.app)];
    const { skus } = await createProduct(ctx.t.app, [{ stock: 50 }]);
    const lotNumber = `R${process.pid}${Date.now() % 100000}`;
    await ctx.t.app.db.insert(productLots).values({ skuId: skus[0]!.id, lotNumber, manufacturedOn: day(-5), expiresOn: day(100), quantity: 5, remaining: 5, results: [] });
    const orderNos: string[] = [];
    for (const buyer of buyers) {
      const { orderNo } = dataOf<{ orderNo: string }>(await buyer.create(await buyer.orderBody([{ skuId: skus[0]!.id, quantity: 4 }])));
      await ctx.t.app.db.update(orders).set({ status: 'paid', paidAt: new Date() }).where(eq(orders.orderNo, orderNo));
      orderNos.push(orderNo);
    }
    const ops = createOrderOps(ctx.t.app.db);
    const results = await Promise.all(orderNos.map((orderNo) => ops.ship(orderNo)));
    const taken = results.flatMap((r) => r.lots.allocated).reduce((sum, a) => sum + a.quantity, 0);
    expect(taken).toBe(5);
    expect(results.flatMap((r) => r.lots.short).reduce((sum, s) => sum + s.missing, 0)).toBe(3);
    const [lot] = await ctx.t.app.db.select({ remaining: productLots.remaining }).from(productLots).where(eq(productLots.lotNumber, lotNumber));
    expect(lot!.remaining).toBe(0);
  });
});
