import { useTranslation } from '@labmall/shared/i18n/react';
import { formatDateTime } from '@labmall/shared/format/date';
import type { Statement } from '../api/statement-types';
import { budgetAmountText } from '../model/budget-money';
import { useLineKindText, usePaymentMethodText } from '../model/statement-texts';

/** The month's lines in date order with the running remaining balance, between the opening and closing balances. */
export function StatementLinesTable({ statement }: { statement: Statement }) {
  const { t, i18n } = useTranslation();
  const kindText = useLineKindText();
  const methodText = usePaymentMethodText();
  const signed = (amount: number) => (amount > 0 ? `+${budgetAmountText(amount)}` : amount < 0 ? `−${budgetAmountText(-amount)}` : '—');
  return (
    <table className="lab-group-table lab-statement-lines">
      <caption>{t('labGroups.statements.linesCaption', { month: statement.period.month })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('labGroups.statements.date')}</th>
          <th scope="col">{t('labGroups.statements.kind')}</th>
          <th scope="col">{t('labGroups.statements.orderNo')}</th>
          <th scope="col">{t('labGroups.statements.member')}</th>
          <th scope="col">{t('labGroups.statements.budget')}</th>
          <th scope="col">{t('labGroups.statements.details')}</th>
          <th scope="col" className="lab-statement-number">{t('labGroups.statements.amount')}</th>
          <th scope="col" className="lab-statement-number">{t('labGroups.statements.change')}</th>
          <th scope="col" className="lab-statement-number">{t('labGroups.statements.balance')}</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row" colSpan={8}>{t('labGroups.statements.opening')}</th>
          <td className="lab-statement-number">{budgetAmountText(statement.openingBalance)}</td>
        </tr>
        {statement.lines.map((line, i) => (
          <tr key={`${line.at}-${line.kind}-${line.orderId ?? i}`}>
            <td>{formatDateTime(line.at, i18n.language)}</td>
            <th scope="row">{kindText(line.kind)}</th>
            <td>{line.orderNo ?? ''}</td>
            <td>{line.memberName}</td>
            <td>{line.budgetCode}</td>
            <td>
              {line.paymentMethod ? t('labGroups.statements.paidWith', { method: methodText(line.paymentMethod), time: line.paidAt ? formatDateTime(line.paidAt, i18n.language) : '' }) : null}
              {line.invoiceType ? (line.invoiceType === 'special' ? t('labGroups.statements.invoiceSpecial', { title: line.invoiceTitle ?? '' }) : t('labGroups.statements.invoiceOrdinary', { title: line.invoiceTitle ?? '' })) : null}
            </td>
            <td className="lab-statement-number">{budgetAmountText(line.amount)}</td>
            <td className="lab-statement-number">{signed(line.change)}</td>
            <td className="lab-statement-number">{budgetAmountText(line.balance)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={8}>{t('labGroups.statements.closing')}</th>
          <td className="lab-statement-number">{budgetAmountText(statement.closingBalance)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
