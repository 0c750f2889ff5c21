import type { LabGroupRole } from '../../db/schema/lab-groups';
import type { Db } from '../../db/types';
import { AppError } from '../../lib/app-error';
import { fenToYuan } from '../../lib/money';
import { chinaDay } from '../backoffice-orders/china-day';
import { memberWith } from '../lab-groups/access';
import { spendingRange, statementMonth } from './month';
import { createStatementRepository, type BudgetRow } from './repository';
import { linesOf, remainingBefore, sumsOf, type Line, type LineKind, type Sums } from './statement-lines';

/** Statements and spending are the group's accounts: its owners and finance read them (docs/lab-groups.md). */
export const READ_STATEMENTS: readonly LabGroupRole[] = ['owner', 'finance'];

const yuanSums = (s: Sums) => ({
  orders: s.orders, placed: fenToYuan(s.placed), cancelled: fenToYuan(s.cancelled), paid: fenToYuan(s.paid), refunded: fenToYuan(s.refunded), netSpent: fenToYuan(s.netSpent),
});
const byKey = <K>(lines: Line[], key: (line: Line) => K) => {
  const groups = new Map<K, Line[]>();
  for (const line of lines) {
    const group = groups.get(key(line));
    if (group) group.push(line);
    else groups.set(key(line), [line]);
  }
  return groups;
};
/** What a member spends with: the budget moves (not invoices, not changes of a budget's amount). */
const SPENDING: ReadonlySet<LineKind> = new Set(['placed', 'cancelled', 'paid', 'refunded']);
/** Members by what they spent, most first; a member is in it when a move of the period is theirs. */
const membersOf = (lines: Line[]) =>
  [...byKey(lines.filter((l) => SPENDING.has(l.kind)), (l) => l.memberId)]
    .map(([memberId, rows]) => ({ memberId, memberName: rows[0]!.memberName, sums: sumsOf(rows) }))
    .sort((a, b) => b.sums.netSpent - a.sums.netSpent || b.sums.placed - a.sums.placed || a.memberName.localeCompare(b.memberName))
    .map(({ memberId, memberName, sums }) => ({ memberId, memberName, ...yuanSums(sums) }));

export function createStatementService(db: Db) {
  const repo = createStatementRepository(db);

  /** The caller may read the group's accounts, the group, and the budgets asked for (one, or all of them). */
  async function scope(groupId: number, userId: number, budgetId: number | undefined) {
    await memberWith(db, groupId, userId, READ_STATEMENTS);
    const group = await repo.group(groupId);
    if (!group) throw new AppError(404, 'notFound');
    const all = await repo.budgets(groupId);
    const budgets = budgetId === undefined ? all : all.filter((b) => b.id === budgetId);
    if (budgetId !== undefined && !budgets.length) throw new AppError(404, 'notFound');
    return { group, budgets };
  }

  return {
    /** GET /api/lab-groups/:id/statements: the month's lines, balances, totals and spending by member and budget. */
    async statement(groupId: number, userId: number, month: string, budgetId?: number, now: Date = new Date()) {
      const { group, budgets } = await scope(groupId, userId, budgetId);
      const period = statementMonth(month, group.createdAt, now);
      const ids = budgets.map((b) => b.id);
      const [before, changedSince, changes, moves, requested, issued, owedRows] = await Promise.all([
        repo.movesBefore(ids, period.start),
        repo.amountChangesSince(ids, period.start),
        repo.amountChanges(ids, period.start, period.end),
        repo.moves(ids, period.start, period.end),
        repo.invoicesRequested(groupId, ids, period.start, period.end),
        repo.invoicesIssued(groupId, ids, period.start, period.end),
        repo.owedAt(groupId, ids, period.end),
      ]);
      // Overdue as of the period's end, or now for the current month.
      const asOf = Math.min(period.end.getTime(), now.getTime());
      const owed = owedRows.map((o) => ({
        orderNo: o.orderNo, memberName: o.memberName ?? '', budgetId: o.budgetId, budgetCode: '', amount: o.amount, placedAt: o.placedAt.toISOString(),
        dueAt: o.dueAt?.toISOString() ?? null, overdue: o.dueAt !== null && o.dueAt.getTime() <= asOf,
      }));
      // Opening: each budget's amount at the period's start; a change inside the period is a line, so the running and
      // closing balances follow the amount as it was.
      const opening = remainingBefore(budgets, before, changedSince);
      const lines = linesOf(moves, requested, issued, changes);
      const openingTotal = [...opening.values()].reduce((n, v) => n + v, 0);
      const code = new Map(budgets.map((b) => [b.id, b.code]));
      let balance = openingTotal;
      const shown = lines.map((line) => {
        balance += line.change;
        return {
          at: line.at.toISOString(), kind: line.kind, orderId: line.orderId, orderNo: line.orderNo, memberId: line.memberId, memberName: line.memberName,
          budgetId: line.budgetId, budgetCode: code.get(line.budgetId) ?? '', amount: fenToYuan(line.amount), change: fenToYuan(line.change), balance: fenToYuan(balance),
          paymentMethod: line.paymentMethod, paidAt: line.paidAt?.toISOString() ?? null, invoiceType: line.invoiceType, invoiceTitle: line.invoiceTitle,
        };
      });
      const perBudget = byKey(lines, (l) => l.budgetId);
      const budgetSummary = (b: BudgetRow) => {
        const rows = perBudget.get(b.id) ?? [];
        const start = opening.get(b.id) ?? 0;
        return { budgetId: b.id, code: b.code, name: b.name, opening: fenToYuan(start), closing: fenToYuan(start + rows.reduce((n, l) => n + l.change, 0)), ...yuanSums(sumsOf(rows)) };
      };
      const only = budgetId === undefined ? null : budgets[0]!;
      return {
        group: { id: group.id, name: group.name, institution: group.institution },
        budget: only && { id: only.id, code: only.code, name: only.name },
        period: { month: period.month, from: chinaDay(period.start), to: chinaDay(new Date(period.end.getTime() - 1)) },
        openingBalance: fenToYuan(openingTotal),
        closingBalance: fenToYuan(balance),
        totals: yuanSums(sumsOf(lines)),
        lines: shown,
        byMember: membersOf(lines),
        byBudget: budgets.map(budgetSummary),
        owed: {
          total: fenToYuan(owed.reduce((n, o) => n + o.amount, 0)),
          overdue: fenToYuan(owed.filter((o) => o.overdue).reduce((n, o) => n + o.amount, 0)),
          items: owed.map((o) => ({ ...o, budgetCode: code.get(o.budgetId) ?? '', amount: fenToYuan(o.amount) })),
        },
      };
    },

    /** GET /api/lab-groups/:id/spending: what each budget and each member spent over whole months. */
    async spending(groupId: number, userId: number, from: string, to: string, now: Date = new Date()) {
      const { group, budgets } = await scope(groupId, userId, undefined);
      const range = spendingRange(from, to, group.createdAt, now);
      const lines = linesOf(await repo.moves(budgets.map((b) => b.id), range.start, range.end), [], [], []);
      const perBudget = byKey(lines, (l) => l.budgetId);
      return {
        group: { id: group.id, name: group.name, institution: group.institution },
        from: range.from,
        to: range.to,
        totals: yuanSums(sumsOf(lines)),
        byBudget: budgets.map((b) => ({ budgetId: b.id, code: b.code, name: b.name, ...yuanSums(sumsOf(perBudget.get(b.id) ?? [])) })),
        byMember: membersOf(lines),
      };
    },
  };
}
export type Statement = Awaited<ReturnType<ReturnType<typeof createStatementService>['statement']>>;
