import { useId } from 'react';
import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatPrice } from '@labmall/shared/format/currency';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import type { SubmitState } from '../hooks/use-submit-order';
import { RegulatedRefusalMessage } from './regulated-refusal-message';

export interface SubmitPanelProps {
  payAmount: number | undefined;
  state: SubmitState;
  /** Why the order cannot be submitted yet (each shown next to the button). */
  needsAddress: boolean;
  /** A group order without its group or budget yet. */
  groupMissing?: 'group' | 'budget' | null;
  /** A personal order holding a regulated chemical: it must be a group order. */
  regulatedPersonal?: boolean;
  /** The group the order is for (a regulated refusal links to its page). */
  groupId?: number;
  hasProblems: boolean;
  pricing: 'ready' | 'loading' | 'missing';
  onSubmit: () => void;
}

/**
 * The submit button with every reason it is disabled spelt out beside it (a disabled button alone says
 * nothing), and the answer of the last attempt in a live region.
 */
export function SubmitPanel({ payAmount, state, needsAddress, groupMissing = null, regulatedPersonal = false, groupId, hasProblems, pricing, onSubmit }: SubmitPanelProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const reasonsId = useId();
  const pending = state.kind === 'pending';
  const blocked = needsAddress || groupMissing !== null || regulatedPersonal || hasProblems || pricing !== 'ready';
  const label = pending ? t('checkout.submit.pending') : state.kind === 'priceChanged' ? t('checkout.submit.confirmNew') : t('checkout.submit.label');

  return (
    <div className="checkout-submit">
      {payAmount !== undefined ? (
        <p className="checkout-submit-amount">
          {t('checkout.totals.payable')} <strong>{formatPrice(payAmount)}</strong>
        </p>
      ) : null}
      <ul id={reasonsId} className="checkout-submit-reasons">
        {needsAddress ? <li>{t('checkout.submit.needAddress')}</li> : null}
        {regulatedPersonal ? <li>{t('checkout.regulated.needGroup')}</li> : null}
        {groupMissing === 'group' ? <li>{t('checkout.labGroup.needGroup')}</li> : null}
        {groupMissing === 'budget' ? <li>{t('checkout.labGroup.needBudget')}</li> : null}
        {hasProblems ? (
          <li>
            {t('checkout.submit.fixLines')} <Link to={localize('/shopping')}>{t('checkout.backToCart')}</Link>
          </li>
        ) : null}
        {pricing === 'loading' ? <li>{t('checkout.totals.updating')}</li> : null}
        {pricing === 'missing' ? <li>{t('checkout.previewFailed')}</li> : null}
      </ul>
      <button
        type="button"
        className="button button-primary"
        disabled={blocked || pending}
        aria-busy={pending || undefined}
        aria-describedby={blocked ? reasonsId : undefined}
        onClick={onSubmit}
      >
        {label}
      </button>
      <div className="checkout-submit-status" role="status" aria-live="polite">
        {state.kind === 'priceChanged' ? <p className="checkout-warning">{state.message}</p> : null}
        {state.kind === 'refused' || state.kind === 'failed' ? <p className="form-error">{state.message}</p> : null}
        {state.kind === 'regulated' ? <RegulatedRefusalMessage refusal={state.refusal} groupId={groupId} /> : null}
      </div>
    </div>
  );
}
