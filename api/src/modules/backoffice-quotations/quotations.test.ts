import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail';
import { orders } from '../../db/schema/orders';
import { quotations } from '../../db/schema/quotations';
import { staffAuditLog } from '../../db/schema/staff';
import { drivers } from '../../test/test-app';
import { createQuotationOps } from '../../ops/quotation-ops';
import { dataOf } from '../orders/order-kit';
import { inDays, quotationCalls } from '../quotations/quotation-kit';
import { answerBody, quoted, requested, useQuotationsApp } from './test-client';

describe.each(drivers)('console quotations on %s', (driver) => {
  const ctx = useQuotationsApp(driver);
  const auditRows = async (quoteNo: string) =>
    ctx.app.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.entity, 'quotation'), eq(staffAuditLog.entityId, quoteNo)));
  const mails = async (quoteNo: string) =>
    (await ctx.app.db.select({ data: mailOutbox.data }).from(mailOutbox)).filter((row) => (row.data as { quoteNo?: string }).quoteNo === quoteNo);

  it('lists the queue paged in the database, filtered by status, request day and number or buyer, sorted', async () => {
    const a = await requested(ctx.app, ctx.staff);
    const b = await quoted(ctx.app, ctx.staff);
    type Page = { items: Array<{ quoteNo: string; status: string; buyerAccount: string; lineCount: number; totalAmount: number | null }>; total: number };
    const page = (query: string) => ctx.staff.data<Page>('GET', `list?${query}`);

    const byNumber = await page(`q=${a.quoteNo.toLowerCase()}`);
    expect(byNumber.items.map((i) => i.quoteNo)).toEqual([a.quoteNo]);
    expect(byNumber.items[0]).toMatchObject({ status: 'requested', lineCount: 2, totalAmount: null });
    const buyer = byNumber.items[0]!.buyerAccount;
    expect((await page(`q=${encodeURIComponent(buyer.slice(0, 12))}`)).items.map((i) => i.quoteNo)).toContain(a.quoteNo);
    expect((await page(`q=${b.quoteNo}&status=requested`)).total).toBe(0);
    expect((await page(`q=${b.quoteNo}&status=quoted`)).items[0]).toMatchObject({ status: 'quoted', totalAmount: 1215 });
    expect((await page(`q=${a.quoteNo}&from=${inDays(0)}&to=${inDays(0)}`)).total).toBe(1);
    expect((await page(`q=${a.quoteNo}&from=${inDays(1)}`)).total).toBe(0);

    const two = await page('pageSize=2&page=1&sort=createdAt&order=desc');
    expect(two.items).toHaveLength(2);
    expect(two.total).toBeGreaterThanOrEqual(4); // two here and the seed's two
    expect(two.items[0]!.quoteNo).toBe(b.quoteNo);
    const ascending = await page('pageSize=100&sort=quoteNo&order=asc');
    expect(ascending.items.map((i) => i.quoteNo)).toEqual(ascending.items.map((i) => i.quoteNo).sort());
    expect((await ctx.staff.get('list?from=2026-02-10&to=2026-02-01')).statusCode).toBe(400);
    expect((await ctx.staff.get('list?status=lost')).statusCode).toBe(400);
  });

  it('shows the request with its buyer, lines, version, allowed actions and history', async () => {
    const q = await requested(ctx.app, ctx.staff);
    const detail = await ctx.staff.detail(q.quoteNo);
    expect(detail).toMatchObject({ status: 'requested', actions: ['answer', 'reject'], buyer: { account: expect.stringContaining('@') as string } });
    expect(detail.lines.map((l) => [l.skuCode, l.quantity, l.unitPrice])).toEqual([[q.codes[0], 10, null], [q.codes[1], 2, null]]);
    expect(detail.history).toEqual([expect.objectContaining({ kind: 'requested', staff: null, note: 'for the CV lab' })]);
    expect((await ctx.staff.get('detail?quoteNo=QT000')).statusCode).toBe(404);
  });

  it('answers with the command line\'s checks, refuses a stale version, audits and mails in the same transaction', async () => {
    const q = await requested(ctx.app, ctx.staff);
    const body = (changes: Record<string, unknown>) => answerBody(q.quoteNo, q.version, q.codes, changes);
    const refused = async (changes: Record<string, unknown>, status: number, data?: unknown) => {
      const res = await ctx.staff.post('answer', body(changes));
      expect(res.statusCode, res.body).toBe(status);
      if (data) expect(res.json().data).toEqual(data);
      return res.json().message;
    };
    await refused({ lines: [{ sku: q.codes[0], unitPrice: 80 }] }, 400, { missing: [q.codes[1]], extra: [], duplicate: [] });
    await refused({ lines: [{ sku: q.codes[0], unitPrice: 80 }, { sku: q.codes[1], unitPrice: 1 }, { sku: 'X-1', unitPrice: 1 }] }, 400, { missing: [], extra: ['X-1'], duplicate: [] });
    await refused({ lines: [{ sku: q.codes[0], unitPrice: 80 }, { sku: q.codes[0], unitPrice: 81 }, { sku: q.codes[1], unitPrice: 1 }] }, 400, { missing: [], extra: [], duplicate: [q.codes[0]] });
    expect(await refused({ lines: [{ sku: q.codes[0], unitPrice: 80.001 }, { sku: q.codes[1], unitPrice: 1 }] }, 400)).toMatch(/lines\.0\.unitPrice/);
    expect(await refused({ shipping: -1 }, 400)).toMatch(/shipping/);
    expect(await refused({ validUntil: '2020-01-01' }, 400)).toMatch(/today/i);
    expect(await refused({ validUntil: '2026-02-30' }, 400)).toMatch(/validUntil/);
    await refused({ lines: [{ sku: q.codes[0], unitPrice: 10_000_000 }, { sku: q.codes[1], unitPrice: 1 }] }, 400, { total: 100_000_017, max: 20_000_000 });
    // The command line refuses the same file for the same reason (one check: answer-check.ts).
    const { quoteNo: _, version: __, ...file } = body({ lines: [{ sku: q.codes[0], unitPrice: 80 }] });
    await expect(createQuotationOps(ctx.app.db).answer(q.quoteNo, file)).rejects.toThrow(`no price for ${q.codes[1]}`);
    expect(await auditRows(q.quoteNo)).toHaveLength(0);

    const sent = await ctx.staff.data<{ status: string; version: string }>('POST', 'answer', body({}));
    expect(sent.status).toBe('quoted');
    expect(sent.version).not.toBe(q.version);
    expect((await ctx.staff.post('answer', body({}))).json()).toMatchObject({ code: 409, message: expect.stringMatching(/changed this record meanwhile/) as string });
    expect((await ctx.staff.post('answer', { ...body({}), version: sent.version })).json()).toMatchObject({ code: 409, message: expect.stringMatching(/status/) as string });

    const detail = await ctx.staff.detail(q.quoteNo);
    expect(detail).toMatchObject({ status: 'quoted', totalAmount: 1215, staffNote: 'FOB Shanghai', actions: ['withdraw'], version: sent.version });
    expect(detail.history.map((h) => [h.kind, h.staff])).toEqual([['requested', null], ['quoted', ctx.staffAccount]]);
    const [audit] = await auditRows(q.quoteNo);
    expect(audit).toMatchObject({ action: 'quotation.answer', actorAccount: ctx.staffAccount, before: { status: 'requested', total: null }, after: { status: 'quoted', total: 1215, shipping: 15 } });
    expect(await mails(q.quoteNo)).toEqual([{ data: expect.objectContaining({ outcome: 'quoted' }) as unknown }]);
    expect(dataOf(await q.calls.detail(q.quoteNo))).toMatchObject({ status: 'quoted', totalAmount: 1215, canAccept: true });
  });

  it('previews the answer as a PDF and saves nothing; a wrong draft is refused as sending it would be', async () => {
    const q = await requested(ctx.app, ctx.staff);
    const { version: _, ...draft } = answerBody(q.quoteNo, q.version, q.codes);
    const [before] = await ctx.app.db.select().from(quotations).where(eq(quotations.quoteNo, q.quoteNo));
    const res = await ctx.staff.post('preview', draft);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline/);
    expect(res.body.startsWith('%PDF-')).toBe(true);
    const [after] = await ctx.app.db.select().from(quotations).where(eq(quotations.quoteNo, q.quoteNo));
    expect(after).toEqual(before);
    expect(await auditRows(q.quoteNo)).toHaveLength(0);
    expect(await mails(q.quoteNo)).toHaveLength(0);
    expect((await ctx.staff.post('preview', { ...draft, lines: draft.lines.slice(1) })).json()).toMatchObject({ code: 400, data: { missing: [q.codes[0]] } });
    expect((await ctx.staff.post('preview', { ...draft, version: q.version })).statusCode).toBe(400); // no version: nothing is written
  });

  it('rejects with a reason the buyer sees; a rejected one cannot be answered', async () => {
    const q = await requested(ctx.app, ctx.staff);
    expect((await ctx.staff.post('reject', { quoteNo: q.quoteNo, version: q.version, reason: '  ' })).statusCode).toBe(400);
    const done = await ctx.staff.data<{ status: string }>('POST', 'reject', { quoteNo: q.quoteNo, version: q.version, reason: 'Discontinued model' });
    expect(done.status).toBe('rejected');
    expect(dataOf(await q.calls.detail(q.quoteNo))).toMatchObject({ status: 'rejected', staffNote: 'Discontinued model' });
    const detail = await ctx.staff.detail(q.quoteNo);
    expect(detail.history.at(-1)).toMatchObject({ kind: 'rejected', staff: ctx.staffAccount, note: 'Discontinued model' });
    expect((await ctx.staff.post('answer', answerBody(q.quoteNo, detail.version, q.codes))).statusCode).toBe(409);
    expect((await auditRows(q.quoteNo)).map((r) => r.action)).toEqual(['quotation.reject']);
  });

  it('withdraws a quoted price: the buyer sees it withdrawn with the reason and cannot accept it', async () => {
    const q = await quoted(ctx.app, ctx.staff);
    const done = await ctx.staff.data<{ status: string }>('POST', 'withdraw', { quoteNo: q.quoteNo, version: q.version, reason: 'Supplier price changed' });
    expect(done.status).toBe('withdrawn');
    expect(dataOf(await q.calls.detail(q.quoteNo))).toMatchObject({ status: 'withdrawn', staffNote: 'Supplier price changed', canAccept: false });
    expect(dataOf<{ total: number }>(await q.calls.list('status=withdrawn')).total).toBe(1);
    expect((await q.calls.accept(q.quoteNo)).json()).toMatchObject({ code: 409, message: expect.stringMatching(/withdrawn/) as string });
    expect(await mails(q.quoteNo)).toContainEqual({ data: expect.objectContaining({ outcome: 'withdrawn', note: 'Supplier price changed' }) as unknown });
    const detail = await ctx.staff.detail(q.quoteNo);
    expect(detail).toMatchObject({ status: 'withdrawn', actions: [] });
    expect((await ctx.staff.post('withdraw', { quoteNo: q.quoteNo, version: detail.version, reason: 'again' })).statusCode).toBe(409);

    const requestedOnly = await requested(ctx.app, ctx.staff);
    expect((await ctx.staff.post('withdraw', { quoteNo: requestedOnly.quoteNo, version: requestedOnly.version, reason: 'x' })).json()).toMatchObject({ code: 409, data: { status: 'requested' } });
  });

  it('a withdrawal racing an acceptance: exactly one wins, and the quotation and orders agree', async () => {
    for (let round = 0; round < 3; round++) {
      const q = await quoted(ctx.app, ctx.staff);
      const [withdrawn, accepted] = await Promise.all([
        ctx.staff.post('withdraw', { quoteNo: q.quoteNo, version: q.version, reason: 'race' }),
        quotationCalls(q.buyer).accept(q.quoteNo),
      ]);
      expect([withdrawn.statusCode, accepted.statusCode].sort()).toEqual([200, 409]);
      const [row] = await ctx.app.db.select().from(quotations).where(eq(quotations.quoteNo, q.quoteNo));
      const [{ n }] = await ctx.app.db.select({ n: count() }).from(orders).where(eq(orders.userId, q.buyer.userId)) as [{ n: number }];
      if (withdrawn.statusCode === 200) expect([row!.status, row!.orderId, n]).toEqual(['withdrawn', null, 0]);
      else expect([row!.status, n]).toEqual(['accepted', 1]);
    }
  });
});
