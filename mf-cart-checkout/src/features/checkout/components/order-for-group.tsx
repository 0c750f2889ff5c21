import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import { formatPrice } from '@labmall/shared/format/currency';
import type { OrderForGroupState } from '../hooks/use-order-for-group';

interface OrderForGroupProps {
  state: OrderForGroupState;
  /** The last refusal of the order for its budget (already in the shopper's words), shown by the budget select. */
  refusal: string | null;
  /** Changes with every refusal, so the focus goes to the budget each time. */
  refusalCount: number;
}

/**
 * "Personal / for a lab group", then the group and one of its budgets with what each has left. Shown only to a
 * shopper with a group where they may order or request. The group's shared address is named here: the address
 * picker (mf_account's fragment) lists the shopper's own book and cannot offer it yet.
 */
export function OrderForGroup({ state, refusal, refusalCount }: OrderForGroupProps) {
  const { t } = useTranslation();
  const id = useId();
  const budgetSelect = useRef<HTMLSelectElement>(null);
  const { eligible, choice, setChoice, chosenGroup, detail, budgets } = state;

  useEffect(() => {
    if (refusalCount > 0) budgetSelect.current?.focus();
  }, [refusalCount]);

  if (state.groupsError) return <p className="checkout-note" role="status">{t('checkout.labGroup.loadFailed')}</p>;
  if (eligible.length === 0) return null;

  const requesterOnly = chosenGroup ? !chosenGroup.myRoles.some((role) => role === 'owner' || role === 'buyer') : false;
  const address = detail ? [detail.address.province, detail.address.city, detail.address.district, detail.address.detail].join(' ') : '';
  const refusalId = `${id}-refusal`;

  return (
    <section className="checkout-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('checkout.labGroup.title')}</h2>
      <fieldset className="checkout-order-for">
        <legend className="visually-hidden">{t('checkout.labGroup.title')}</legend>
        <label>
          <input type="radio" name={`${id}-mode`} checked={choice.mode === 'personal'} onChange={() => setChoice({ mode: 'personal' })} />
          {t('checkout.labGroup.personal')}
        </label>
        <label>
          <input
            type="radio" name={`${id}-mode`} checked={choice.mode === 'group'}
            onChange={() => setChoice({ mode: 'group', groupId: eligible.length === 1 ? eligible[0]!.id : null, budgetId: null })}
          />
          {t('checkout.labGroup.forGroup')}
        </label>
      </fieldset>
      {choice.mode === 'group' ? (
        <div className="checkout-group-fields">
          <div className="form-field">
            <label htmlFor={`${id}-group`}>{t('checkout.labGroup.group')}</label>
            <select
              id={`${id}-group`} value={choice.groupId ?? ''}
              onChange={(event) => setChoice({ mode: 'group', groupId: event.target.value ? Number(event.target.value) : null, budgetId: null })}
            >
              <option value="">{t('checkout.labGroup.chooseGroup')}</option>
              {eligible.map((group) => <option key={group.id} value={group.id}>{group.name} · {group.institution}</option>)}
            </select>
          </div>
          {choice.groupId === null ? null : state.groupError ? (
            <div role="alert">
              <p>{apiErrorMessage(state.groupError, t('checkout.labGroup.loadFailed'))}</p>
              <button type="button" className="button" onClick={state.retryGroup}>{t('checkout.retry')}</button>
            </div>
          ) : !detail ? (
            <p role="status">{t('checkout.loading')}</p>
          ) : budgets.length === 0 ? (
            <p role="alert">{t('checkout.labGroup.noBudgets')}</p>
          ) : (
            <div className="form-field">
              <label htmlFor={`${id}-budget`}>{t('checkout.labGroup.budget')}</label>
              <select
                id={`${id}-budget`} ref={budgetSelect} value={choice.budgetId ?? ''}
                aria-invalid={refusal ? true : undefined} aria-describedby={refusal ? refusalId : undefined}
                onChange={(event) => setChoice({ ...choice, budgetId: event.target.value ? Number(event.target.value) : null })}
              >
                <option value="">{t('checkout.labGroup.chooseBudget')}</option>
                {budgets.map((budget) => (
                  <option key={budget.id} value={budget.id}>
                    {t('checkout.labGroup.budgetOption', { name: budget.name, code: budget.code, remaining: formatPrice(budget.remaining) })}
                  </option>
                ))}
              </select>
              {refusal ? <p id={refusalId} role="alert" className="form-error">{refusal}</p> : null}
            </div>
          )}
          {requesterOnly ? <p className="checkout-note">{t('checkout.labGroup.requesterNote')}</p> : null}
          {detail ? <p className="checkout-note">{t('checkout.labGroup.sharedNote', { address })}</p> : null}
        </div>
      ) : null}
    </section>
  );
}
