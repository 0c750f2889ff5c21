import { useId, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import { formatPrice } from '@labmall/shared/format/currency';
import type { AcceptForGroupState } from '../hooks/use-accept-for-group';

interface AcceptForGroupProps {
  state: AcceptForGroupState;
  /** What is wrong with the choice (the page's check or the server's refusal, in the shopper's words), by its field. */
  errors: { mode?: ReactNode; group?: ReactNode; budget?: ReactNode };
  refs: { mode: RefObject<HTMLInputElement | null>; group: RefObject<HTMLSelectElement | null>; budget: RefObject<HTMLSelectElement | null> };
}

/**
 * "Personal / for a lab group", then the group and one of its budgets with what each has left: the checkout's
 * choice (mf-cart-checkout `order-for-group.tsx`) with the same words. Only groups the shopper may order or
 * request for are offered; without one the step stays as it was (personal).
 */
export function AcceptForGroup({ state, errors, refs }: AcceptForGroupProps) {
  const { t } = useTranslation();
  const id = useId();
  const { eligible, choice, setChoice, chosenGroup, detail, budgets } = state;

  if (state.groupsLoading) return <p role="status">{t('quotations.group.loadingGroups')}</p>;
  if (state.groupsError) return <p className="quotation-note" role="status">{t('quotations.group.loadFailed')}</p>;
  if (eligible.length === 0) return null;

  const requesterOnly = chosenGroup ? !chosenGroup.myRoles.some((role) => role === 'owner' || role === 'buyer') : false;
  const describe = (field: string, message: ReactNode) =>
    message ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` } : {};
  const error = (field: string, message: ReactNode) =>
    message ? <p id={`${id}-${field}-error`} role="alert" className="quotation-error">{message}</p> : null;

  return (
    <div className="quotation-group">
      <fieldset className="quotation-order-for" {...describe('mode', errors.mode)}>
        <legend>{t('quotations.group.title')}</legend>
        <label>
          <input type="radio" name={`${id}-mode`} checked={choice.mode === 'personal'} onChange={() => setChoice({ mode: 'personal' })} />
          {t('quotations.group.personal')}
        </label>
        <label>
          <input
            type="radio" name={`${id}-mode`} ref={refs.mode} checked={choice.mode === 'group'}
            onChange={() => setChoice({ mode: 'group', groupId: eligible.length === 1 ? eligible[0]!.id : null, budgetId: null })}
          />
          {t('quotations.group.forGroup')}
        </label>
      </fieldset>
      {error('mode', errors.mode)}
      {choice.mode === 'group' ? (
        <div className="quotation-group-fields">
          <div className="form-field">
            <label htmlFor={`${id}-group`}>{t('quotations.group.group')}</label>
            <select
              id={`${id}-group`} ref={refs.group} value={choice.groupId ?? ''} {...describe('group', errors.group)}
              onChange={(event) => setChoice({ mode: 'group', groupId: event.target.value ? Number(event.target.value) : null, budgetId: null })}
            >
              <option value="">{t('quotations.group.chooseGroup')}</option>
              {eligible.map((group) => <option key={group.id} value={group.id}>{group.name} · {group.institution}</option>)}
            </select>
            {error('group', errors.group)}
          </div>
          {choice.groupId === null ? null : state.groupError ? (
            <div role="alert">
              <p>{apiErrorMessage(state.groupError, t('quotations.group.groupFailed'))}</p>
              <button type="button" className="button" onClick={state.retryGroup}>{t('quotations.retry')}</button>
            </div>
          ) : !detail ? (
            <p role="status">{t('quotations.loading')}</p>
          ) : budgets.length === 0 ? (
            <p role="alert">{t('quotations.group.noBudgets')}</p>
          ) : (
            <div className="form-field">
              <label htmlFor={`${id}-budget`}>{t('quotations.group.budget')}</label>
              <select
                id={`${id}-budget`} ref={refs.budget} value={choice.budgetId ?? ''} {...describe('budget', errors.budget)}
                onChange={(event) => setChoice({ ...choice, budgetId: event.target.value ? Number(event.target.value) : null })}
              >
                <option value="">{t('quotations.group.chooseBudget')}</option>
                {budgets.map((budget) => (
                  <option key={budget.id} value={budget.id}>
                    {t('quotations.group.budgetOption', { name: budget.name, code: budget.code, remaining: formatPrice(budget.remaining) })}
                  </option>
                ))}
              </select>
              {error('budget', errors.budget)}
            </div>
          )}
          {requesterOnly ? <p className="quotation-note">{t('quotations.group.requesterNote')}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
