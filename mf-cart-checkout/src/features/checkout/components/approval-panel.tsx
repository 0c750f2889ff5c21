import { useEffect, useId, useRef } from 'react';
import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatPrice } from '@labmall/shared/format/currency';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import type { ApprovalState } from '../hooks/use-send-for-approval';
import { useApprovalReasonText } from '../hooks/use-approval-reason-text';
import { NOTE_MAX } from './note-field';
import { RegulatedRefusalMessage } from './regulated-refusal-message';

export interface ApprovalPanelProps {
  /** The amount the request is sent for (no coupon: coupons are personal). */
  amount: number | undefined;
  /** A coupon is chosen for the order: say it does not apply to the request. */
  couponDropped: boolean;
  reasons: string[];
  note: string;
  onNote: (note: string) => void;
  state: ApprovalState;
  needsAddress: boolean;
  hasProblems: boolean;
  pricing: 'ready' | 'loading' | 'missing';
  onSend: () => void;
  /** The group the request is for (a regulated refusal links to its page). */
  groupId?: number;
}

/**
 * "Send for approval" in place of the submit button when the group's rules hold the order: why, a note for the
 * approver, what still blocks it, and the answer; once sent, where to follow the request.
 */
export function ApprovalPanel({ amount, couponDropped, reasons, note, onNote, state, needsAddress, hasProblems, pricing, onSend, groupId }: ApprovalPanelProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const reasonText = useApprovalReasonText();
  const id = useId();
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const sent = state.kind === 'sent';
  // The panel is replaced by the answer: the focus goes to it, so it is read at once.
  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);
  if (state.kind === 'sent') {
    return (
      <section className="checkout-submit checkout-approval" aria-labelledby={`${id}-sent`}>
        <h2 id={`${id}-sent`} ref={sentHeading} tabIndex={-1}>{t('approvals.checkout.sent')}</h2>
        <p>{t('approvals.checkout.sentText', { total: formatPrice(state.request.total) })}</p>
        <Link className="button button-primary" to={localize(`/user/approval/${state.request.id}`)}>{t('approvals.checkout.open')}</Link>
      </section>
    );
  }
  const pending = state.kind === 'pending';
  const blocked = needsAddress || hasProblems || pricing !== 'ready';
  const blockersId = `${id}-blockers`;
  return (
    <section className="checkout-submit checkout-approval" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('approvals.checkout.title')}</h2>
      <p>{t('approvals.checkout.lead')}</p>
      <ul>
        {reasons.map((reason) => <li key={reason}>{reasonText(reason)}</li>)}
      </ul>
      <div className="form-field">
        <label htmlFor={`${id}-note`}>{t('approvals.checkout.note')}</label>
        <textarea id={`${id}-note`} value={note} maxLength={NOTE_MAX} rows={3} aria-describedby={`${id}-counter`} onChange={(event) => onNote(event.target.value)} />
        <p id={`${id}-counter`} className="form-hint">{t('approvals.checkout.counter', { used: note.length, max: NOTE_MAX })}</p>
      </div>
      {amount !== undefined ? (
        <p className="checkout-submit-amount">{t('checkout.totals.payable')} <strong>{formatPrice(amount)}</strong></p>
      ) : null}
      {couponDropped ? <p className="checkout-note">{t('approvals.checkout.noCoupon')}</p> : null}
      <ul id={blockersId} className="checkout-submit-reasons">
        {needsAddress ? <li>{t('checkout.submit.needAddress')}</li> : null}
        {hasProblems ? <li>{t('checkout.submit.fixLines')} <Link to={localize('/shopping')}>{t('checkout.backToCart')}</Link></li> : null}
        {pricing === 'loading' ? <li>{t('checkout.totals.updating')}</li> : null}
        {pricing === 'missing' ? <li>{t('checkout.previewFailed')}</li> : null}
      </ul>
      <button
        type="button" className="button button-primary" disabled={blocked || pending} aria-busy={pending || undefined}
        aria-describedby={blocked ? blockersId : undefined} onClick={onSend}
      >
        {pending ? t('approvals.checkout.sending') : t('approvals.checkout.send')}
      </button>
      <div className="checkout-submit-status" role="status" aria-live="polite">
        {state.kind === 'priceChanged' ? <p className="checkout-warning">{state.message}</p> : null}
        {state.kind === 'failed' ? <p className="form-error">{state.message}</p> : null}
        {state.kind === 'regulated' ? <RegulatedRefusalMessage refusal={state.refusal} groupId={groupId} /> : null}
      </div>
    </section>
  );
}
