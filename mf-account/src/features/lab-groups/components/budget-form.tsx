import { useId } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { TextField } from '../../../components/text-field';
import { useCheckedForm } from '../hooks/use-checked-form';
import type { BudgetBody } from '../api/create-budget';
import { BUDGET_FIELDS, checkBudget, type BudgetField, type BudgetValues } from '../model/budget-schema';

interface BudgetFormProps {
  initial: BudgetValues;
  title: string;
  onSave: (body: BudgetBody) => Promise<void>;
  onCancel: () => void;
  /** Editing: the code names the budget on past orders, so it is shown but not changed. */
  codeLocked?: boolean;
}

/** A budget's grant code, name, amount (typed in yuan) and period; checked before sending, first wrong field focused. */
export function BudgetForm({ initial, title, onSave, onCancel, codeLocked = false }: BudgetFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const { values, setValues, errors, failure, busy, refs, submit } = useCheckedForm(initial, BUDGET_FIELDS, checkBudget, onSave);

  const field = (name: BudgetField, label: string, extra: { type?: string; maxLength?: number; inputMode?: 'decimal'; hint?: string; readOnly?: boolean }) => (
    <TextField
      id={`${id}-${name}`} label={label} value={values[name]} error={errors[name]} {...extra}
      inputRef={(element) => { refs.current[name] = element; }}
      onChange={(value) => setValues((v) => ({ ...v, [name]: value }))}
    />
  );

  return (
    <form className="lab-group-budget-form" noValidate aria-label={title} onSubmit={(event) => void submit(event)}>
      {field('code', t('labGroups.budgets.code'), { maxLength: 40, hint: t('labGroups.budgets.codeHint'), readOnly: codeLocked })}
      {field('name', t('labGroups.budgets.name'), { maxLength: 100 })}
      {field('amount', t('labGroups.budgets.amountYuan'), { inputMode: 'decimal', maxLength: 14 })}
      {field('periodStart', t('labGroups.budgets.periodStart'), { type: 'date' })}
      {field('periodEnd', t('labGroups.budgets.periodEnd'), { type: 'date' })}
      <div className="lab-group-actions">
        <button type="submit" className="button button-primary" aria-busy={busy || undefined}>{t('labGroups.save')}</button>
        <button type="button" className="button" onClick={onCancel}>{t('labGroups.cancel')}</button>
      </div>
      {failure ? <p role="alert" className="form-error">{failure}</p> : null}
    </form>
  );
}
