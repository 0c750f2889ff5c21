import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders';
import { useAuthApp } from '../../test/auth-requests';
import { drivers } from '../../test/test-app';
import { budgetOf, mailsTo } from '../lab-group-approvals/approval-kit';
import { dataOf } from '../lab-groups/test-client';
import { expireOverdueOrders } from '../orders/expire-orders';
import { chinaMonth } from '../lab-group-statements/month';
import { markOverdueTermOrders } from './overdue-sweep';
import { reasonOf, termsWorld } from './terms-kit';

type Detail = { status: string; version: string; actions: string[]; timeline: { kind: string; actor: string; staff: string | null }[] };
type Owed = { owed: number; available: number; orders: Array<{ orderNo: string; overdue: boolean }>; overdue: Array<{ orderNo: string }> };
const YEAR_MS = 365 * 86_400_000;

/** Term orders (docs/lab-groups.md "Pay on invoice (terms)"): placed, shipped unpaid, paid by a confirmed transfer. */
describe.each(drivers)('orders on payment terms on %s', (driver) => {
  const ctx = useAuthApp(driver);
  const app = () => ctx.t.app;
  const row = async (orderNo: string) => (await app().db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!;

  it('a term order: no pay deadline (the timeout skips it), ships unpaid, paid by a confirmed transfer that consumes the budget', async () => {
    const w = await termsWorld(app());
    await w.grant({ days: 30, creditLimit: 500, active: true });
    const placed = await w.termOrder();
    expect(placed.payDeadline).toBeNull();
    const stored = await row(placed.orderNo);
    expect(stored).toMatchObject({ status: 'unpaid', paymentTerms: 'invoice', payDeadline: null, paidAt: null });
    expect(stored.dueAt!.getTime() - stored.createdAt.getTime()).toBeGreaterThan(29 * 86_400_000);
    expect(await budgetOf(w.owner, w.id, w.budgetId)).toMatchObject({ reserved: 100, consumed: 0 });
    expect(dataOf(await w.buyer.detail(placed.orderNo))).toMatchObject({ status: 'unpaid', payDeadline: null, terms: { kind: 'invoice', dueAt: stored.dueAt!.toISOString(), paid: false, overdue: false } });

    // Not cancelled by the payment timeout, even a year later.
    await expireOverdueOrders(app().db, new Date(Date.now() + YEAR_MS));
    expect((await row(placed.orderNo)).status).toBe('unpaid');

    // The console ships it unpaid; refunding is not offered, confirming the transfer is.
    let detail = await w.orders.data<Detail>('GET', `orders/detail?orderNo=${placed.orderNo}`);
    expect(detail.actions).toEqual(expect.arrayContaining(['ship', 'cancel', 'confirmTransfer']));
    await w.orders.data('POST', 'orders/ship', { orderNo: placed.orderNo, version: detail.version, carrier: 'sf', trackingNo: 'SF1234567' });
    detail = await w.orders.data<Detail>('GET', `orders/detail?orderNo=${placed.orderNo}`);
    expect(detail).toMatchObject({ status: 'shipped', actions: ['confirmTransfer'] });
    expect((await w.orders.post('orders/refund', { orderNo: placed.orderNo, version: detail.version })).statusCode).toBe(409);
    expect(await budgetOf(w.owner, w.id, w.budgetId)).toMatchObject({ reserved: 100, consumed: 0 });
    expect(dataOf<Owed>(await w.finance.group.send('GET', `/api/lab-groups/${w.id}/terms`))).toMatchObject({ owed: 100, available: 400, orders: [{ orderNo: placed.orderNo, overdue: false }] });
    // The payment page's status says it is on invoice (its due date), so it does not read as paid.
    expect(dataOf(await w.buyer.group.send('GET', `/api/payment/status?orderNo=${placed.orderNo}`))).toMatchObject({ status: 'shipped', paidAt: null, dueAt: stored.dueAt!.toISOString() });

    // The transfer arrives: confirmed in the console, the order stays shipped, paid, its reservation consumed.
    await w.orders.data('POST', 'orders/confirm-transfer', { orderNo: placed.orderNo, version: detail.version });
    expect(await row(placed.orderNo)).toMatchObject({ status: 'shipped', paymentMethod: 'bank_transfer', pointsEarned: 100 });
    expect((await row(placed.orderNo)).paidAt).not.toBeNull();
    expect(await budgetOf(w.owner, w.id, w.budgetId)).toMatchObject({ reserved: 0, consumed: 100 });
    expect(dataOf<Owed>(await w.finance.group.send('GET', `/api/lab-groups/${w.id}/terms`))).toMatchObject({ owed: 0, available: 500, orders: [] });
    detail = await w.orders.data<Detail>('GET', `orders/detail?orderNo=${placed.orderNo}`);
    expect(detail.actions).toEqual(['refund']);
    // No status changed, yet both timelines say the transfer came, after the shipment (console: by whom).
    expect(detail.timeline.map((entry) => [entry.kind, entry.actor])).toEqual([['created', 'buyer'], ['shipped', 'ops'], ['transferConfirmed', 'ops']]);
    expect(detail.timeline[2]!.staff).not.toBeNull();
    const buyerView = dataOf<{ timeline: { from: string | null; to: string }[] }>(await w.buyer.detail(placed.orderNo));
    expect(buyerView.timeline.map((entry) => [entry.from, entry.to])).toEqual([[null, 'unpaid'], ['unpaid', 'shipped'], ['shipped', 'paid']]);
    expect((await w.orders.post('orders/confirm-transfer', { orderNo: placed.orderNo, version: detail.version })).statusCode).toBe(409);
    expect(await mailsTo(app(), w.buyer.group.account, 'orderPaid')).toHaveLength(1);
    expect(dataOf(await w.buyer.detail(placed.orderNo))).toMatchObject({ status: 'shipped', terms: { paid: true, overdue: false } });
  });

  it('refuses without active terms, past the credit limit (with the remaining credit), and a personal order on terms', async () => {
    const w = await termsWorld(app());
    const none = await w.buyer.create(await w.orderBody(w.buyer));
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ message: 'This lab group has no payment terms; please pay online', data: { reason: 'TERMS_UNAVAILABLE' } });
    await w.grant({ days: 30, creditLimit: 250, active: false });
    expect(reasonOf(await w.buyer.create(await w.orderBody(w.buyer)))).toBe('TERMS_UNAVAILABLE');

    await w.grant({ days: 30, creditLimit: 250, active: true });
    const body = await w.orderBody(w.buyer, 2);
    const first = dataOf<{ orderNo: string }>(await w.buyer.create(body, 'terms-key-1'));
    // The same key again (a retry after a lost answer) at the limit: the order it placed, not a refusal.
    expect(dataOf<{ orderNo: string }>(await w.buyer.create(body, 'terms-key-1')).orderNo).toBe(first.orderNo);
    const over = await w.buyer.create(await w.orderBody(w.buyer, 1));
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ data: { reason: 'CREDIT_LIMIT_EXCEEDED', remaining: 50 } });
    expect(await budgetOf(w.owner, w.id, w.budgetId)).toMatchObject({ reserved: 200 });

    const personal = await w.buyer.create(await w.buyer.orderBody([{ skuId: w.skuId, quantity: 1 }], { paymentTerms: 'invoice' }));
    expect(personal.statusCode).toBe(400);
    // Paying normally still works for the group.
    expect((await w.buyer.create(await w.orderBody(w.buyer, 1, {}))).statusCode).toBe(200);
  });

  it('twelve term orders at once against a limit that fits five: exactly five pass', async () => {
    const w = await termsWorld(app(), { budget: 100_000 });
    await w.grant({ days: 30, creditLimit: 599.99, active: true });
    const body = await w.orderBody(w.buyer);
    const replies = await Promise.all(Array.from({ length: 12 }, () => w.buyer.create(body)));
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(replies.filter((r) => r.statusCode !== 200).map(reasonOf)).toEqual(Array(7).fill('CREDIT_LIMIT_EXCEEDED'));
    expect(dataOf<Owed>(await w.owner.group.send('GET', `/api/lab-groups/${w.id}/terms`)).owed).toBe(500);
  });

  it('the sweep marks an order past its due date overdue and mails finance once; an overdue group cannot order on terms', async () => {
    const w = await termsWorld(app());
    await w.grant({ days: 10, creditLimit: 1_000, active: true });
    const first = await w.termOrder();
    const later = new Date(Date.now() + 11 * 86_400_000);
    expect(await markOverdueTermOrders(app().db, new Date())).toBe(0);
    // Other groups' overdue orders may be swept too: count only this one.
    await markOverdueTermOrders(app().db, later);
    await markOverdueTermOrders(app().db, later);
    expect((await row(first.orderNo)).overdueAt).not.toBeNull();
    const mails = await mailsTo(app(), w.finance.group.account, 'termsOverdue');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.data).toMatchObject({ orderNo: first.orderNo, groupName: 'Battery Lab', amount: '100.00' });
    expect(await mailsTo(app(), w.owner.group.account, 'termsOverdue')).toHaveLength(0); // the group has finance

    // Overdue once its due date is past, whether the sweep ran or not.
    await app().db.update(orders).set({ dueAt: new Date(Date.now() - 60_000) }).where(eq(orders.orderNo, first.orderNo));
    const refused = await w.buyer.create(await w.orderBody(w.buyer));
    expect(refused.statusCode).toBe(409);
    expect(reasonOf(refused)).toBe('TERMS_OVERDUE');
    expect(dataOf<Owed>(await w.finance.group.send('GET', `/api/lab-groups/${w.id}/terms`)).overdue).toEqual([expect.objectContaining({ orderNo: first.orderNo })]);

    // Paid (before shipping: the ordinary unpaid → paid), the group orders on terms again.
    const version = (await w.orders.data<Detail>('GET', `orders/detail?orderNo=${first.orderNo}`)).version;
    await w.orders.data('POST', 'orders/confirm-transfer', { orderNo: first.orderNo, version });
    expect(await row(first.orderNo)).toMatchObject({ status: 'paid' });
    expect(await budgetOf(w.owner, w.id, w.budgetId)).toMatchObject({ reserved: 0, consumed: 100 });
    expect((await w.buyer.create(await w.orderBody(w.buyer))).statusCode).toBe(200);
  });

  it("the month's statement shows a term order as owed until its transfer is confirmed, then as paid", async () => {
    type Statement = { owed: { total: number; overdue: number; items: Array<{ orderNo: string; budgetCode: string; amount: number; overdue: boolean }> }; lines: Array<{ kind: string; orderNo: string | null }> };
    const w = await termsWorld(app());
    await w.grant({ days: 30, creditLimit: 1_000, active: true });
    const placed = await w.termOrder(w.buyer, 2);
    const statement = async () => dataOf<Statement>(await w.finance.group.send('GET', `/api/lab-groups/${w.id}/statements?month=${chinaMonth(new Date())}`));
    expect((await statement()).owed).toEqual({ total: 200, overdue: 0, items: [expect.objectContaining({ orderNo: placed.orderNo, budgetCode: 'G-1', amount: 200, overdue: false })] });
    await w.orders.data('POST', 'orders/ship', { orderNo: placed.orderNo, version: (await w.orders.data<Detail>('GET', `orders/detail?orderNo=${placed.orderNo}`)).version, carrier: 'sf', trackingNo: 'SF7654321' });
    await w.orders.data('POST', 'orders/confirm-transfer', { orderNo: placed.orderNo, version: (await w.orders.data<Detail>('GET', `orders/detail?orderNo=${placed.orderNo}`)).version });
    const after = await statement();
    expect(after.owed).toEqual({ total: 0, overdue: 0, items: [] });
    expect(after.lines.filter((l) => l.orderNo === placed.orderNo).map((l) => l.kind)).toEqual(['placed', 'paid']);
  });

  it('the buyer may choose a bank transfer for an unpaid term order: the due date stays its deadline; shipped, received and then paid', async () => {
    const w = await termsWorld(app());
    await w.grant({ days: 30, creditLimit: 1_000, active: true });
    const placed = await w.termOrder();
    const transfer = dataOf<{ method: string; payDeadline: string }>(await w.buyer.send('POST', '/api/payment/create', { orderNo: placed.orderNo, method: 'bank_transfer' }));
    const stored = await row(placed.orderNo);
    expect(transfer).toMatchObject({ method: 'bank_transfer', payDeadline: stored.dueAt!.toISOString() });
    expect(stored).toMatchObject({ payDeadline: null, paymentMethod: 'bank_transfer' });
    await expireOverdueOrders(app().db, new Date(Date.now() + YEAR_MS));

    await w.orders.data('POST', 'orders/ship', { orderNo: placed.orderNo, version: (await w.orders.data<Detail>('GET', `orders/detail?orderNo=${placed.orderNo}`)).version, carrier: 'jd', trackingNo: 'JD1234567' });
    expect((await w.buyer.confirmReceipt(placed.orderNo)).statusCode).toBe(200);
    const detail = await w.orders.data<Detail>('GET', `orders/detail?orderNo=${placed.orderNo}`);
    expect(detail).toMatchObject({ status: 'completed', actions: ['confirmTransfer'] });
    await w.orders.data('POST', 'orders/confirm-transfer', { orderNo: placed.orderNo, version: detail.version });
    expect(await row(placed.orderNo)).toMatchObject({ status: 'completed', paymentMethod: 'bank_transfer' });
    expect(await budgetOf(w.owner, w.id, w.budgetId)).toMatchObject({ reserved: 0, consumed: 100 });
    // The transfer the buyer opened is the one that succeeded; no other attempt is left open.
    const payments = await w.orders.data<{ payments: Array<{ method: string; status: string }> }>('GET', `orders/detail?orderNo=${placed.orderNo}`);
    expect(payments.payments).toEqual([expect.objectContaining({ method: 'bank_transfer', status: 'succeeded' })]);
  });
});
