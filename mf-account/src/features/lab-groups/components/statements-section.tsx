import { useCallback, useId, useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import { useRequest } from '@labmall/shared/hooks/use-request';
import { getStatement } from '../api/get-statement';
import type { LabGroup } from '../api/lab-group-types';
import { budgetAmountText } from '../model/budget-money';
import { isMonth, statementMonths } from '../model/statement-month';
import { StatementDownloads } from './statement-downloads';
import { StatementLinesTable } from './statement-lines-table';
import { StatementSpending } from './statement-spending';
import './lab-statements.css';

/**
 * The group's monthly statement for owners and finance: a month (last month first) and a budget (or all), the
 * lines with opening and closing balances, totals, spending by member and by budget, and the statement as a file.
 */
export function StatementsSection({ group }: { group: LabGroup }) {
  const { t } = useTranslation();
  const ids = { heading: useId(), month: useId(), budget: useId(), monthHint: useId() };
  const range = statementMonths(group);
  const [month, setMonth] = useState(range.initial);
  const [budgetId, setBudgetId] = useState<number | null>(null);
  const valid = isMonth(month) && month >= range.min && month <= range.max;
  const load = useCallback((signal: AbortSignal) => getStatement(group.id, month, budgetId, signal), [group.id, month, budgetId]);
  const { data, error, loading, retry } = useRequest(valid ? `lab-group-statement:${group.id}:${month}:${budgetId ?? 'all'}` : null, load);
  // The last answer stays while the next loads; it is shown only while it is the one asked for.
  const statement = data && data.period.month === month && (data.budget?.id ?? null) === budgetId ? data : undefined;

  return (
    <section aria-labelledby={ids.heading} aria-busy={loading || undefined} className="lab-statements">
      <h2 id={ids.heading}>{t('labGroups.statements.title')}</h2>
      <div className="lab-statement-controls">
        <p>
          <label htmlFor={ids.month}>{t('labGroups.statements.month')}</label>
          <input
            id={ids.month} type="month" value={month} min={range.min} max={range.max} required
            aria-invalid={valid ? undefined : true} aria-describedby={ids.monthHint}
            onChange={(event) => setMonth(event.target.value)}
          />
          <span id={ids.monthHint} className={valid ? 'visually-hidden' : 'lab-statement-hint'}>
            {t('labGroups.statements.monthHint', { min: range.min, max: range.max })}
          </span>
        </p>
        <p>
          <label htmlFor={ids.budget}>{t('labGroups.statements.budget')}</label>
          <select id={ids.budget} value={budgetId ?? ''} onChange={(event) => setBudgetId(event.target.value ? Number(event.target.value) : null)}>
            <option value="">{t('labGroups.statements.allBudgets')}</option>
            {group.budgets.map((b) => <option key={b.id} value={b.id}>{`${b.code} · ${b.name}`}</option>)}
          </select>
        </p>
      </div>
      {!valid ? null : error ? (
        <div role="alert">
          <p>{apiErrorMessage(error, t('labGroups.statements.loadFailed'))}</p>
          <button type="button" className="button" onClick={retry}>{t('labGroups.retry')}</button>
        </div>
      ) : !statement ? (
        <p role="status">{t('common.loading')}</p>
      ) : (
        <>
          <StatementDownloads groupId={group.id} month={month} budgetId={budgetId} />
          {statement.lines.length === 0 ? (
            <p role="status">{t('labGroups.statements.noActivity', { balance: budgetAmountText(statement.closingBalance) })}</p>
          ) : (
            <>
              <StatementLinesTable statement={statement} />
              <StatementSpending statement={statement} />
            </>
          )}
        </>
      )}
    </section>
  );
}
