import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRequests } from '../test/auth-requests';
import { catalogueRows } from '../test/catalogue-rows';
import { buildTestApp, drivers, type TestApp } from '../test/test-app';
import { multipartBody, sampleFiles } from '../modules/forms/multipart-body';
import { moveAfterSales } from './after-sales-ops';
import { createFormsOps, toCsv } from './forms-ops';

describe.each(drivers)('staff tools for submissions and after-sales on %s', (driver) => {
  let t: TestApp;
  let requestNo: string;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp(driver);
    const api = authRequests(t.app);
    const rows = catalogueRows(t.app.db);
    const product = await rows.product({ categoryId: 101, brandId: await rows.brand('Ops') });
    const sku = await rows.sku(product.id);
    const me = await api.signUp();
    token = me.token;
    await rows.order(me.account, 'paid', [{ productId: product.id, skuId: sku.id }]);
    const order = (await api.send('GET', '/api/aftersales/orders', undefined, { token })).json<{ data: Array<{ orderNo: string }> }>().data[0]!;
    const detail = (await api.send('GET', `/api/aftersales/orders/${order.orderNo}`, undefined, { token })).json<{ data: { lines: Array<{ id: number }> } }>().data;
    const { payload, headers } = multipartBody([
      { name: 'orderNo', value: order.orderNo }, { name: 'items', value: String(detail.lines[0]!.id) }, { name: 'type', value: 'repair' },
      { name: 'reason', value: 'quality' }, { name: 'photos', fileName: 'a.png', content: sampleFiles.png },
    ]);
    const created = await t.app.inject({ method: 'POST', url: '/api/aftersales/requests', payload, headers: { ...headers, authorization: `Bearer ${token}` } });
    requestNo = created.json<{ data: { requestNo: string } }>().data.requestNo;
    await api.send('POST', '/api/forms/feedback/submissions', { category: 'other', content: '=HYPERLINK("http://x")', contact: 'a@b.example' }, { ip: '192.0.2.200' });
  });
  afterAll(() => t?.close());

  it('moves a request only along the allowed statuses and shows the new status and note to the shopper', async () => {
    await expect(moveAfterSales(t.app.db, requestNo, 'completed')).rejects.toThrow(`after-sales request ${requestNo} is submitted: it can move to reviewing, approved, rejected, not completed`);
    await expect(moveAfterSales(t.app.db, 'AS-NONE', 'approved')).rejects.toThrow('does not exist');
    expect(await moveAfterSales(t.app.db, requestNo, 'approved', 'Send it back to the Shanghai lab.')).toEqual({ requestNo, status: 'approved' });
    const api = authRequests(t.app);
    const mine = (await api.send('GET', '/api/aftersales/requests', undefined, { token })).json<{ data: Array<{ status: string; staffNote: string }> }>().data;
    expect(mine[0]).toMatchObject({ status: 'approved', staffNote: 'Send it back to the Shanghai lab.' });
    await moveAfterSales(t.app.db, requestNo, 'completed');
    await expect(moveAfterSales(t.app.db, requestNo, 'rejected')).rejects.toThrow('nothing (final)');
  });

  it('lists, shows and exports every kind of submission, neutralising spreadsheet formulas', async () => {
    const ops = createFormsOps(t.app.db);
    const all = await ops.list(undefined);
    expect(all.map((r) => r.kind).sort()).toEqual(['after-sales', 'feedback']);
    const shown = await ops.show(requestNo);
    expect(shown).toMatchObject({ kind: 'after-sales', files: 1, fileList: [{ mimeType: 'image/png', fileName: 'a.png' }] });
    expect((await ops.file(shown!.fileList[0]!.id))!.content.equals(sampleFiles.png)).toBe(true);
    const feedback = await ops.list('feedback');
    expect(await ops.show(feedback[0]!.ref)).toMatchObject({ account: '(guest)', values: { category: 'other' } });
    const csv = toCsv(feedback);
    expect(csv.split('\r\n')[0]).toBe('ref,kind,form,account,lang,createdAt,status,files,category,contact,content');
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
  });
});
