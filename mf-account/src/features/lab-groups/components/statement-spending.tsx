import { useTranslation } from '@labmall/shared/i18n/react';
import type { Statement, StatementSums } from '../api/statement-types';
import { budgetAmountText } from '../model/budget-money';

/** The month's totals, then spending by member and by budget, each a table with its caption. */
export function StatementSpending({ statement }: { statement: Statement }) {
  const { t } = useTranslation();
  const sumHeadings = (
    <>
      <th scope="col" className="lab-statement-number">{t('labGroups.statements.orders')}</th>
      <th scope="col" className="lab-statement-number">{t('labGroups.statements.placed')}</th>
      <th scope="col" className="lab-statement-number">{t('labGroups.statements.cancelled')}</th>
      <th scope="col" className="lab-statement-number">{t('labGroups.statements.paid')}</th>
      <th scope="col" className="lab-statement-number">{t('labGroups.statements.refunded')}</th>
      <th scope="col" className="lab-statement-number">{t('labGroups.statements.netSpent')}</th>
    </>
  );
  const sumCells = (s: StatementSums) => (
    <>
      <td className="lab-statement-number">{s.orders}</td>
      <td className="lab-statement-number">{budgetAmountText(s.placed)}</td>
      <td className="lab-statement-number">{budgetAmountText(s.cancelled)}</td>
      <td className="lab-statement-number">{budgetAmountText(s.paid)}</td>
      <td className="lab-statement-number">{budgetAmountText(s.refunded)}</td>
      <td className="lab-statement-number">{budgetAmountText(s.netSpent)}</td>
    </>
  );
  return (
    <>
      <table className="lab-group-table">
        <caption>{t('labGroups.statements.totals')}</caption>
        <thead><tr><td />{sumHeadings}</tr></thead>
        <tbody><tr><th scope="row">{t('labGroups.statements.allLines')}</th>{sumCells(statement.totals)}</tr></tbody>
      </table>
      <table className="lab-group-table">
        <caption>{t('labGroups.statements.byMember')}</caption>
        <thead><tr><th scope="col">{t('labGroups.statements.member')}</th>{sumHeadings}</tr></thead>
        <tbody>
          {statement.byMember.map((m) => (
            <tr key={m.memberId ?? `gone-${m.memberName}`}><th scope="row">{m.memberName || t('labGroups.statements.formerMember')}</th>{sumCells(m)}</tr>
          ))}
        </tbody>
      </table>
      <table className="lab-group-table">
        <caption>{t('labGroups.statements.byBudget')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('labGroups.statements.budget')}</th>
            <th scope="col" className="lab-statement-number">{t('labGroups.statements.openingShort')}</th>
            {sumHeadings}
            <th scope="col" className="lab-statement-number">{t('labGroups.statements.closingShort')}</th>
          </tr>
        </thead>
        <tbody>
          {statement.byBudget.map((b) => (
            <tr key={b.budgetId}>
              <th scope="row">{`${b.code} · ${b.name}`}</th>
              <td className="lab-statement-number">{budgetAmountText(b.opening)}</td>
              {sumCells(b)}
              <td className="lab-statement-number">{budgetAmountText(b.closing)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
