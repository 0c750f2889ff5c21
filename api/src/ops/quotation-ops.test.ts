import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { answer, inDays, quotationCalls, requestedQuotation } from '../modules/quotations/quotation-kit';
import { dataOf } from '../modules/orders/order-kit';
import { useAuthApp } from '../test/auth-requests';
import { drivers } from '../test/test-app';
import { createQuotationOps, listLine } from './quotation-ops';

const root = path.resolve(import.meta.dirname, '../../..');

describe.each(drivers)('staff quotation operations on %s', (driver) => {
  const ctx = useAuthApp(driver);

  it('answer validates the file: every requested SKU priced once, nothing else, prices and a validity from today', async () => {
    const { buyer, skus, quoteNo } = await requestedQuotation(ctx.t.app);
    const ops = createQuotationOps(ctx.t.app.db);
    const [a, b] = skus.map((s) => s.code);
    const file = (changes: Record<string, unknown>) => ({ lines: [{ sku: a, unitPrice: 80 }, { sku: b, unitPrice: 200 }], shipping: 15, validUntil: inDays(7), ...changes });

    await expect(ops.answer(quoteNo, file({ lines: [{ sku: a, unitPrice: 80 }] }))).rejects.toThrow(`no price for ${b}`);
    await expect(ops.answer(quoteNo, file({ lines: [{ sku: a, unitPrice: 80 }, { sku: b, unitPrice: 1 }, { sku: 'X-1', unitPrice: 1 }] }))).rejects.toThrow('not in the request: X-1');
    await expect(ops.answer(quoteNo, file({ lines: [{ sku: a, unitPrice: 80 }, { sku: a, unitPrice: 81 }] }))).rejects.toThrow(`SKU ${a} is priced twice`);
    await expect(ops.answer(quoteNo, file({ lines: [{ sku: a, unitPrice: 80.001 }, { sku: b, unitPrice: 1 }] }))).rejects.toThrow('lines.0.unitPrice');
    await expect(ops.answer(quoteNo, file({ shipping: -1 }))).rejects.toThrow('shipping');
    await expect(ops.answer(quoteNo, file({ validUntil: '2020-01-01' }))).rejects.toThrow('validUntil 2020-01-01 is in the past');
    await expect(ops.answer(quoteNo, file({ validUntil: '2026-02-30' }))).rejects.toThrow('validUntil');
    await expect(ops.answer('QT000', file({}))).rejects.toThrow('does not exist');

    const quoted = await ops.answer(quoteNo, file({ note: 'FOB Shanghai' }));
    expect(quoted).toMatchObject({ status: 'quoted', goodsAmount: 120_000, shippingAmount: 1_500, totalAmount: 121_500, staffNote: 'FOB Shanghai' });
    expect(listLine(quoted, new Date())).toContain(`${quoteNo}\tquoted\t`);
    // Answered once: a second answer or a reject is refused.
    await expect(ops.answer(quoteNo, file({}))).rejects.toThrow('only a requested quotation');
    await expect(ops.reject(quoteNo, '')).rejects.toThrow('is quoted');

    // Withdrawn before it was accepted: it reads as withdrawn, with the reason, and can no longer be accepted.
    expect(await ops.withdraw(quoteNo, 'Supplier price changed')).toMatchObject({ status: 'withdrawn', staffNote: 'Supplier price changed' });
    await expect(ops.withdraw(quoteNo, '')).rejects.toThrow('is withdrawn: only a quoted quotation can be withdrawn');
    const refused = await quotationCalls(buyer).accept(quoteNo);
    expect(refused.json()).toMatchObject({ code: 409, message: expect.stringMatching(/withdrawn/i) as string });
    expect(dataOf(await quotationCalls(buyer).detail(quoteNo))).toMatchObject({ status: 'withdrawn', canAccept: false, staffNote: 'Supplier price changed' });
  });

  it('reject closes a request with staff note; list filters by status', async () => {
    const { calls, quoteNo } = await requestedQuotation(ctx.t.app);
    const ops = createQuotationOps(ctx.t.app.db);
    expect((await ops.list('requested', 1000)).map((r) => r.quoteNo)).toContain(quoteNo);
    await ops.reject(quoteNo, 'Discontinued model');
    expect((await ops.list('rejected', 1000)).map((r) => r.quoteNo)).toContain(quoteNo);
    const detail = (await calls.detail(quoteNo)).json<{ data: { status: string; staffNote: string } }>().data;
    expect(detail).toMatchObject({ status: 'rejected', staffNote: 'Discontinued model' });
    await expect(answer(ctx.t.app, quoteNo, ['a', 'b'])).rejects.toThrow('is rejected');
  });
});

describe('npm run quotes (the command itself)', () => {
  const run = (args: string[]) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'api/src/ops/quotes-cli.ts', ...args], { cwd: root, env: { ...process.env, DATA_DIR: '/nonexistent-quotes-test' } })
      .then(() => ({ code: 0, stderr: '' }), (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }));

  it('prints its usage for a wrong call and refuses a missing answer file before opening any database', async () => {
    expect(await run(['answer', 'QT1'])).toMatchObject({ code: 2, stderr: expect.stringContaining('usage: npm run quotes') as string });
    expect(await run(['list', '--status', 'lost'])).toMatchObject({ code: 1, stderr: expect.stringContaining('unknown status lost') as string });
    expect(await run(['answer', 'QT1', '--file', '/nonexistent/lines.json'])).toMatchObject({ code: 1, stderr: expect.stringContaining('cannot read /nonexistent/lines.json: ENOENT') as string });
  });
});
