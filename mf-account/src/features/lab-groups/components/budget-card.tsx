import { useId } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatDate } from '@labmall/shared/format/date';
import type { Budget } from '../api/lab-group-types';
import { budgetAmountText as money } from '../model/budget-money';

const share = (part: number, whole: number) => (whole > 0 ? Math.max(0, Math.min(100, (part / whole) * 100)) : 0);

/** One budget: its figures as text (what a screen reader reads) and the bar of consumed and reserved (decoration). */
export function BudgetFigures({ budget }: { budget: Budget }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  return (
    <div className="lab-group-budget-figures" aria-labelledby={titleId} role="group">
      <h3 id={titleId}>
        {budget.name} <small>({budget.code})</small>{budget.active ? null : <em> {t('labGroups.budgets.inactive')}</em>}
      </h3>
      <p className="lab-group-hint">
        {t('labGroups.budgets.period', { start: formatDate(budget.periodStart, i18n.language), end: formatDate(budget.periodEnd, i18n.language) })}
      </p>
      <div className="lab-group-bar" aria-hidden="true">
        <span className="lab-group-bar-consumed" style={{ width: `${share(budget.consumed, budget.amount)}%` }} />
        <span className="lab-group-bar-reserved" style={{ width: `${share(budget.reserved, budget.amount)}%` }} />
      </div>
      <dl className="lab-group-figures">
        <dt>{t('labGroups.budgets.amount')}</dt>
        <dd>{money(budget.amount)}</dd>
        <dt>{t('labGroups.budgets.reserved')}</dt>
        <dd>{money(budget.reserved)}</dd>
        <dt>{t('labGroups.budgets.consumed')}</dt>
        <dd>{money(budget.consumed)}</dd>
        <dt>{t('labGroups.budgets.remaining')}</dt>
        <dd>{money(budget.remaining)}</dd>
      </dl>
    </div>
  );
}
