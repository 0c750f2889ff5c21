import { useId, useRef, useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { createBudget } from '../api/create-budget';
import type { Budget, LabGroup } from '../api/lab-group-types';
import { updateBudget } from '../api/update-budget';
import { emptyBudgetValues, valuesOfBudget } from '../model/budget-schema';
import { BudgetFigures } from './budget-card';
import { BudgetForm } from './budget-form';
import { BudgetLedger } from './budget-ledger';

interface BudgetsSectionProps {
  group: LabGroup;
  /** Owner and finance create and edit budgets. */
  editable: boolean;
  onChanged: () => void;
}

type Open = { kind: 'new' } | { kind: 'edit'; budgetId: number } | null;

/** The group's grant budgets: figures and bars for everyone, the forms for owner and finance, each budget's ledger. */
export function BudgetsSection({ group, editable, onChanged }: BudgetsSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [open, setOpen] = useState<Open>(null);
  const [ledgerOf, setLedgerOf] = useState<number | null>(null);
  const [notice, setNotice] = useState('');

  const saved = (message: string) => {
    setOpen(null);
    setNotice(message);
    onChanged();
    heading.current?.focus();
  };

  const editForm = (budget: Budget) => (
    <BudgetForm
      title={t('labGroups.budgets.editTitle', { name: budget.name })}
      initial={valuesOfBudget(budget)}
      codeLocked
      onCancel={() => setOpen(null)}
      onSave={async ({ code: _unchanged, ...body }) => {
        await updateBudget(group.id, budget.id, body);
        saved(t('labGroups.budgets.saved', { name: body.name }));
      }}
    />
  );

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>{t('labGroups.budgets.title')}</h2>
      <p role="status">{notice}</p>
      {group.budgets.length === 0 ? <p>{t('labGroups.budgets.empty')}</p> : null}
      <ul className="lab-group-cards">
        {group.budgets.map((budget) => (
          <li key={budget.id} className="lab-group-budget">
            {open?.kind === 'edit' && open.budgetId === budget.id ? editForm(budget) : <BudgetFigures budget={budget} />}
            <div className="lab-group-actions">
              {editable && !(open?.kind === 'edit' && open.budgetId === budget.id) ? (
                <button type="button" className="button" aria-label={t('labGroups.budgets.editName', { name: budget.name })} onClick={() => setOpen({ kind: 'edit', budgetId: budget.id })}>
                  {t('labGroups.edit')}
                </button>
              ) : null}
              <button
                type="button" className="button" aria-expanded={ledgerOf === budget.id}
                aria-label={t('labGroups.ledger.toggleName', { name: budget.name })}
                onClick={() => setLedgerOf((current) => (current === budget.id ? null : budget.id))}
              >
                {t('labGroups.ledger.toggle')}
              </button>
            </div>
            {ledgerOf === budget.id ? <BudgetLedger groupId={group.id} budget={budget} /> : null}
          </li>
        ))}
      </ul>
      {editable ? (
        open?.kind === 'new' ? (
          <BudgetForm
            title={t('labGroups.budgets.newTitle')}
            initial={emptyBudgetValues}
            onCancel={() => setOpen(null)}
            onSave={async (body) => {
              await createBudget(group.id, body);
              saved(t('labGroups.budgets.saved', { name: body.name }));
            }}
          />
        ) : (
          <button type="button" className="button" onClick={() => setOpen({ kind: 'new' })}>{t('labGroups.budgets.new')}</button>
        )
      ) : null}
    </section>
  );
}
