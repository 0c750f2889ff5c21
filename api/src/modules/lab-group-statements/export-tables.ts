import type { Table } from '../reports/export-tables';
import type { StatementTexts } from './export-texts';
import type { Statement } from './service';

/** A China-time `YYYY-MM-DD HH:mm` of an ISO instant, as the statement's reader reads dates. */
export const chinaTime = (iso: string | null) => (iso ? new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ') : '');

/** The statement as the tables of its workbook (and of its PDF): summary, lines, by member, by budget, owed on invoice. */
export function statementTables(s: Statement, t: StatementTexts): Table[] {
  const sumRows = (x: Statement['totals']) => [x.orders, x.placed, x.cancelled, x.paid, x.refunded, x.netSpent];
  const sumHeadings = [t.orders, t.placed, t.cancelled, t.paid, t.refunded, t.netSpent];
  return [
    {
      title: t.title,
      headings: [t.measure, t.value],
      rows: [
        [t.group, s.group.name], [t.institution, s.group.institution], [t.budget, s.budget ? `${s.budget.code} ${s.budget.name}` : t.allBudgets],
        [t.period, `${s.period.from} – ${s.period.to}`], [t.opening, s.openingBalance], [t.closing, s.closingBalance],
        ...sumHeadings.map((heading, i): [string, number] => [heading, sumRows(s.totals)[i]!]),
        [t.owed, s.owed.total], [t.owedOverdue, s.owed.overdue],
      ],
    },
    {
      title: t.lines,
      headings: [t.date, t.kind, t.orderNo, t.member, t.budgetCode, t.amount, t.change, t.balance, t.paymentMethod, t.paidAt, t.invoice],
      rows: s.lines.map((l) => [
        chinaTime(l.at), t.kinds[l.kind], l.orderNo, l.memberName, l.budgetCode, l.amount, l.change, l.balance,
        l.paymentMethod ? (t.methods[l.paymentMethod] ?? l.paymentMethod) : null, chinaTime(l.paidAt) || null,
        l.invoiceType ? `${t.invoiceTypes[l.invoiceType]} · ${l.invoiceTitle ?? ''}` : null,
      ]),
    },
    { title: t.byMember, headings: [t.member, ...sumHeadings], rows: s.byMember.map((m) => [m.memberName, ...sumRows(m)]) },
    { title: t.byBudget, headings: [t.budgetCode, t.name, t.opening, ...sumHeadings, t.closing], rows: s.byBudget.map((b) => [b.code, b.name, b.opening, ...sumRows(b), b.closing]) },
    // Pay on invoice: what the group still owes at the period's end (only when it owes something).
    ...(s.owed.items.length === 0
      ? []
      : [{
          title: t.owedTable,
          headings: [t.orderNo, t.member, t.budgetCode, t.amount, t.placedAt, t.dueAt, t.overdue],
          rows: s.owed.items.map((o) => [o.orderNo, o.memberName, o.budgetCode, o.amount, chinaTime(o.placedAt), chinaTime(o.dueAt).slice(0, 10), o.overdue ? t.yes : t.no]),
        }]),
  ];
}
