import { eq, inArray } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { afterSalesRequests } from '../../db/schema/after-sales';
import { labBudgetAmountChanges, labBudgetLedger, labGroups } from '../../db/schema/lab-groups';
import { orders } from '../../db/schema/orders';
import { createOrderOps } from '../../ops/order-ops';
import { useAuthApp } from '../../test/auth-requests';
import { drivers } from '../../test/test-app';
import { createProduct } from '../cart/test-catalogue';
import { shopper } from '../orders/order-kit';
import { dataOf, groupCalls, groupWith } from '../lab-groups/test-client';
import { addMonths, chinaMonth } from './month';
import type { Statement } from './service';

const NOW = new Date();
const THIS_MONTH = chinaMonth(NOW);
const LAST_MONTH = addMonths(THIS_MONTH, -1);
/** The 15th of last month, noon China time: a date safely inside it. */
const inLastMonth = new Date(`${LAST_MONTH}-15T04:00:00Z`);

describe.each(drivers)('lab-group statements on %s', (driver) => {
  const ctx = useAuthApp(driver);
  const app = () => ctx.t.app;
  const member = async (language = 'en') => {
    const s = await shopper(app(), language);
    return { ...s, group: await groupCalls(app(), s.token, language) };
  };
  const statement = (m: Awaited<ReturnType<typeof member>>, id: number, query: string) => m.group.send('GET', `/api/lab-groups/${id}/statements?${query}`);

  /**
   * A group created last month with a ¥1,000 budget. Last month the buyer's order D (¥200) was placed and paid.
   * This month: A (buyer, ¥200) placed and paid; B (buyer, ¥400) placed and cancelled; C (owner, ¥200, ordinary
   * invoice) placed, paid and refunded.
   */
  async function month() {
    const [owner, buyer, finance, approver, stranger] = [await member(), await member(), await member(), await member(), await member()];
    const id = await groupWith(app(), owner.group, [[buyer.group, ['buyer']], [finance.group, ['finance']], [approver.group, ['approver']]]);
    const { id: budgetId } = dataOf<{ id: number }>(await owner.group.createBudget(id, { code: 'NSFC-1', name: 'NSFC grant', amount: 1_000, periodStart: '2020-01-01', periodEnd: '2099-12-31' }));
    const { skus } = await createProduct(app(), [{ price: 20_000, stock: 50 }]);
    const ops = createOrderOps(app().db);
    const order = async (who: typeof owner, quantity: number, extra: Record<string, unknown> = {}) =>
      dataOf<{ orderNo: string }>(await who.create(await who.orderBody([{ skuId: skus[0]!.id, quantity }], { labGroupId: id, budgetId, ...extra }))).orderNo;

    const d = await order(buyer, 1);
    await ops.confirmTransfer(d);
    // D and the group belong to last month.
    await app().db.update(labGroups).set({ createdAt: new Date(`${LAST_MONTH}-01T00:00:00+08:00`) }).where(eq(labGroups.id, id));
    const [dOrder] = await app().db.update(orders).set({ createdAt: inLastMonth, paidAt: inLastMonth }).where(eq(orders.orderNo, d)).returning({ id: orders.id });
    await app().db.update(labBudgetLedger).set({ createdAt: inLastMonth }).where(inArray(labBudgetLedger.sourceId, [dOrder!.id]));

    const a = await order(buyer, 1);
    await ops.confirmTransfer(a);
    const b = await order(buyer, 2);
    expect((await buyer.cancel(b)).statusCode).toBe(200);
    const c = await order(owner, 1, { invoice: { type: 'ordinary', title: 'Shanghai Jiao Tong University', taxNumber: '' } });
    await ops.confirmTransfer(c);
    await ops.refund(c);
    return { owner, buyer, finance, approver, stranger, id, budgetId, orderNos: { a, b, c, d } };
  }

  it("this month's lines in date order with the running balance, opening and closing balances, totals, by member and by budget", async () => {
    const { owner, buyer, id, budgetId, orderNos: { a, b, c } } = await month();
    // Staff issue A's invoice on the buyer's after-sales request.
    const [aOrder] = await app().db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, a));
    await app().db.insert(afterSalesRequests).values({
      requestNo: `AS${a}01`, userId: buyer.userId, orderId: aOrder!.id, type: 'invoice', reason: 'invoice', lines: [], status: 'completed', statusChangedAt: new Date(),
    });
    const s = dataOf<Statement>(await statement(owner, id, `month=${THIS_MONTH}`));
    expect(s.group).toMatchObject({ id, name: 'Battery Lab', institution: 'SJTU' });
    expect(s.budget).toBeNull();
    expect(s.period.month).toBe(THIS_MONTH);
    expect(s.period.from).toBe(`${THIS_MONTH}-01`);
    expect(s.openingBalance).toBe(800);
    expect(s.lines.map((l) => [l.kind, l.orderNo, l.amount, l.change, l.balance])).toEqual([
      ['placed', a, 200, -200, 600],
      ['paid', a, 200, 0, 600],
      ['placed', b, 400, -400, 200],
      ['cancelled', b, 400, 400, 600],
      ['placed', c, 200, -200, 400],
      ['invoiceRequested', c, 200, 0, 400],
      ['paid', c, 200, 0, 400],
      ['refunded', c, 200, 200, 600],
      ['invoiceIssued', a, 200, 0, 600],
    ]);
    expect(s.lines[1]).toMatchObject({ paymentMethod: 'bank_transfer', memberId: buyer.userId, budgetCode: 'NSFC-1' });
    expect(s.lines[1]!.paidAt).not.toBeNull();
    expect(s.lines[5]).toMatchObject({ invoiceType: 'ordinary', invoiceTitle: 'Shanghai Jiao Tong University', memberId: owner.userId });
    expect(s.closingBalance).toBe(600);
    expect(s.totals).toEqual({ orders: 3, placed: 800, cancelled: 400, paid: 400, refunded: 200, netSpent: 200 });
    expect(s.byMember.map((m) => [m.memberId, m.orders, m.paid, m.refunded, m.netSpent])).toEqual([
      [buyer.userId, 2, 200, 0, 200],
      [owner.userId, 1, 200, 200, 0],
    ]);
    expect(s.byBudget).toEqual([{ budgetId, code: 'NSFC-1', name: 'NSFC grant', opening: 800, closing: 600, orders: 3, placed: 800, cancelled: 400, paid: 400, refunded: 200, netSpent: 200 }]);

    // The closing balance is what the budget shows now.
    const budgets = dataOf<{ items: { id: number; remaining: number }[] }>(await owner.group.budgets(id));
    expect(budgets.items.find((x) => x.id === budgetId)!.remaining).toBe(600);

    const last = dataOf<Statement>(await statement(owner, id, `month=${LAST_MONTH}&budgetId=${budgetId}`));
    expect(last.budget).toEqual({ id: budgetId, code: 'NSFC-1', name: 'NSFC grant' });
    expect([last.openingBalance, last.closingBalance]).toEqual([1_000, 800]);
    expect(last.lines.map((l) => l.kind)).toEqual(['placed', 'paid']);
  });

  it("a budget's amount as it was: a later raise leaves an earlier month as it was; a change inside a month is a line and the balances follow it", async () => {
    const { owner, finance, buyer, id, budgetId, orderNos: { a, d } } = await month();
    const remainingNow = async () => dataOf<{ items: { id: number; remaining: number }[] }>(await owner.group.budgets(id)).items.find((x) => x.id === budgetId)!.remaining;
    const before = dataOf<Statement>(await statement(owner, id, `month=${LAST_MONTH}`));
    // Last month, after D, finance raised the grant from ¥1,000 to ¥1,200; this month to ¥1,500.
    dataOf(await finance.group.updateBudget(id, budgetId, { amount: 1_200 }));
    await app().db.update(labBudgetAmountChanges).set({ createdAt: new Date(`${LAST_MONTH}-20T04:00:00Z`) }).where(eq(labBudgetAmountChanges.budgetId, budgetId));
    const lastBefore = dataOf<Statement>(await statement(owner, id, `month=${LAST_MONTH}`));
    dataOf(await finance.group.updateBudget(id, budgetId, { amount: 1_500 }));
    expect(await remainingNow()).toBe(1_100);

    // Raising it this month changes nothing in last month's statement.
    const last = dataOf<Statement>(await statement(owner, id, `month=${LAST_MONTH}`));
    expect(last).toEqual(lastBefore);
    expect(last.openingBalance).toBe(before.openingBalance);
    expect(last.openingBalance).toBe(1_000);
    expect(last.lines.map((l) => [l.kind, l.orderNo, l.memberId, l.amount, l.change, l.balance])).toEqual([
      ['placed', d, buyer.userId, 200, -200, 800],
      ['paid', d, buyer.userId, 200, 0, 800],
      ['budgetChanged', null, finance.userId, 200, 200, 1_000],
    ]);
    expect(last.lines[2]!.memberName).not.toBe('');
    // Last month's closing balance is what remained at its end: ¥1,200 less D's ¥200.
    expect(last.closingBalance).toBe(1_000);
    expect(last.byBudget[0]).toMatchObject({ opening: 1_000, closing: 1_000, orders: 1, placed: 200, paid: 200, netSpent: 200 });
    // Not spending: the totals and the members are the orders' alone.
    expect(last.totals).toEqual({ orders: 1, placed: 200, cancelled: 0, paid: 200, refunded: 0, netSpent: 200 });
    expect(last.byMember.map((m) => m.memberId)).toEqual([buyer.userId]);

    const now = dataOf<Statement>(await statement(owner, id, `month=${THIS_MONTH}&budgetId=${budgetId}`));
    expect(now.openingBalance).toBe(1_000);
    expect(now.lines.at(-1)).toMatchObject({ kind: 'budgetChanged', orderNo: null, orderId: null, memberId: finance.userId, amount: 300, change: 300, balance: 1_100 });
    expect(now.lines[0]).toMatchObject({ kind: 'placed', orderNo: a, balance: 800 });
    expect(now.closingBalance).toBe(await remainingNow());
    expect(now.totals).toEqual({ orders: 3, placed: 800, cancelled: 400, paid: 400, refunded: 200, netSpent: 200 });
    expect(now.byMember.map((m) => m.memberId)).toEqual([buyer.userId, owner.userId]);
    expect(now.byBudget[0]).toMatchObject({ opening: 1_000, closing: 1_100, netSpent: 200 });

    // A cut is a line too, with a negative change; spending over both months is the orders' alone.
    dataOf(await owner.group.updateBudget(id, budgetId, { amount: 1_450.5 }));
    const cut = dataOf<Statement>(await statement(owner, id, `month=${THIS_MONTH}`));
    expect(cut.lines.at(-1)).toMatchObject({ kind: 'budgetChanged', memberId: owner.userId, amount: 49.5, change: -49.5, balance: 1_050.5 });
    expect(cut.closingBalance).toBe(await remainingNow());
    const spending = dataOf<{ totals: Record<string, number>; byMember: { memberId: number }[] }>(await finance.group.send('GET', `/api/lab-groups/${id}/spending?from=${LAST_MONTH}&to=${THIS_MONTH}`));
    expect(spending.totals).toMatchObject({ orders: 4, placed: 1_000, paid: 600, refunded: 200, netSpent: 400 });
    expect(spending.byMember.map((m) => m.memberId)).toEqual([buyer.userId, owner.userId]);

    // The files name the change in the reader's language.
    const xlsx = await app().inject({ method: 'GET', url: `/api/lab-groups/${id}/statements/export?month=${THIS_MONTH}&format=xlsx`, headers: { authorization: `Bearer ${owner.token}`, 'accept-language': 'zh-CN' } });
    const rows = await readSheet(xlsx.rawPayload, '明细');
    expect(rows.slice(-2).map((row) => [row[1], row[2], row[6], row[7]])).toEqual([['经费额度调整', null, 300, 1_100], ['经费额度调整', null, -49.5, 1_050.5]]);
  });

  it('spending over a range of months by budget and by member', async () => {
    const { finance, buyer, owner, id } = await month();
    const res = dataOf<{ totals: Record<string, number>; byMember: { memberId: number; netSpent: number }[]; byBudget: { code: string; paid: number }[] }>(
      await finance.group.send('GET', `/api/lab-groups/${id}/spending?from=${LAST_MONTH}&to=${THIS_MONTH}`),
    );
    expect(res.totals).toMatchObject({ orders: 4, paid: 600, refunded: 200, netSpent: 400 });
    expect(res.byBudget.map((b) => [b.code, b.paid])).toEqual([['NSFC-1', 600]]);
    expect(res.byMember.map((m) => [m.memberId, m.netSpent])).toEqual([[buyer.userId, 400], [owner.userId, 0]]);
    const reversed = await finance.group.send('GET', `/api/lab-groups/${id}/spending?from=${THIS_MONTH}&to=${LAST_MONTH}`);
    expect(reversed.json()).toMatchObject({ code: 400, message: 'The first month must not be after the last month' });
  });

  it('only owners and finance read statements: other roles 403, a stranger 404; an unknown budget 404', async () => {
    const { finance, approver, buyer, stranger, id } = await month();
    expect((await statement(finance, id, `month=${THIS_MONTH}`)).statusCode).toBe(200);
    expect((await statement(approver, id, `month=${THIS_MONTH}`)).json()).toMatchObject({ code: 403, data: { reason: 'LAB_GROUP_FORBIDDEN' } });
    expect((await statement(buyer, id, `month=${THIS_MONTH}`)).statusCode).toBe(403);
    expect((await buyer.group.send('GET', `/api/lab-groups/${id}/spending?from=${THIS_MONTH}&to=${THIS_MONTH}`)).statusCode).toBe(403);
    expect((await statement(stranger, id, `month=${THIS_MONTH}`)).statusCode).toBe(404);
    expect((await stranger.group.send('GET', `/api/lab-groups/${id}/statements/export?month=${THIS_MONTH}&format=xlsx`)).statusCode).toBe(404);
    const other = await groupWith(app(), stranger.group);
    const { id: foreignBudget } = dataOf<{ id: number }>(await stranger.group.createBudget(other, { code: 'X', name: 'X', amount: 1, periodStart: '2020-01-01', periodEnd: '2099-12-31' }));
    expect((await statement(finance, id, `month=${THIS_MONTH}&budgetId=${foreignBudget}`)).statusCode).toBe(404);
  });

  it('refuses a malformed month, a future month and one before the group, in the reader\'s language', async () => {
    const owner = await member('zh');
    const id = await groupWith(app(), owner.group);
    expect((await statement(owner, id, 'month=2026-13')).json()).toMatchObject({ code: 400, message: '月份无效：请使用 YYYY-MM 格式，例如 2026-10' });
    expect((await statement(owner, id, `month=${addMonths(THIS_MONTH, 1)}`)).json()).toMatchObject({ code: 400, message: '不能查看未来月份的对账单' });
    expect((await statement(owner, id, `month=${LAST_MONTH}`)).json()).toMatchObject({ code: 400, message: '该月份早于课题组的创建时间，没有对账单' });
    expect((await statement(owner, id, '')).statusCode).toBe(400);
    const empty = dataOf<Statement>(await statement(owner, id, `month=${THIS_MONTH}`));
    expect(empty).toMatchObject({ lines: [], openingBalance: 0, closingBalance: 0, byMember: [], byBudget: [] });
  });

  it('exports the statement as XLSX with its lines, headed in the reader\'s language', async () => {
    const { owner, id, orderNos: { a, c } } = await month();
    const download = (language: string) =>
      app().inject({ method: 'GET', url: `/api/lab-groups/${id}/statements/export?month=${THIS_MONTH}&format=xlsx`, headers: { authorization: `Bearer ${owner.token}`, 'accept-language': language } });
    const zh = await download('zh-CN');
    expect(zh.statusCode).toBe(200);
    expect(zh.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(zh.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(`对账单-Battery_Lab-all-${THIS_MONTH}.xlsx`)}`);
    const lines = await readSheet(zh.rawPayload, '明细');
    expect(lines[0]).toEqual(['日期', '类型', '订单号', '成员', '经费编号', '金额（元）', '余额变动（元）', '余额（元）', '支付方式', '支付时间', '发票']);
    expect(lines.slice(1).map((row) => [row[1], row[2], row[7]])).toEqual([
      ['下单', a, 600], ['支付', a, 600], ['下单', expect.any(String), 200], ['订单取消', expect.any(String), 600],
      ['下单', c, 400], ['申请发票', c, 400], ['支付', c, 400], ['退款', c, 600],
    ]);
    expect(lines[2]![8]).toBe('银行转账');
    const summary = await readSheet(zh.rawPayload, '课题组对账单');
    expect(summary).toContainEqual(['课题组', 'Battery Lab']);
    expect(summary).toContainEqual(['期初余额（元）', 800]);

    const en = await download('en');
    expect((await readSheet(en.rawPayload, 'Lines'))[0]![0]).toBe('Date');
    expect(en.headers['content-disposition']).toContain(`statement-Battery_Lab-all-${THIS_MONTH}.xlsx`);
  });

  it('exports the statement as a PDF with the group and its lines, in the reader\'s language', async () => {
    const { owner, id, orderNos: { a } } = await month();
    const res = await app().inject({ method: 'GET', url: `/api/lab-groups/${id}/statements/export?month=${THIS_MONTH}&format=pdf`, headers: { authorization: `Bearer ${owner.token}`, 'accept-language': 'ja' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent(`明細書-Battery_Lab-all-${THIS_MONTH}.pdf`));
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true });
    const flat = text.replace(/\s+/g, '');
    for (const part of ['研究グループ明細書', 'BatteryLab', a, '銀行振込', '期首残高（元）']) expect(flat).toContain(part);
  });
});
