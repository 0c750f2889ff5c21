import { useId, useRef, useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatPrice } from '@labmall/shared/format/currency';
import type { ApprovalDetail } from '../api/approval-types';
import { approveRequest } from '../api/approve-request';
import { rejectRequest } from '../api/reject-request';
import { approvalRefusalOf } from '../api/refusal';
import { checkDecisionNote, DECISION_NOTE_MAX, type Decision } from '../model/decision-schema';
import { useRefusalText } from '../model/refusal-text';
import { InvoiceChoice } from './invoice-choice';

interface DecisionFormProps {
  request: ApprovalDetail;
  /** The request as the server answered (ordered, repriced, rejected, or the current one after APPROVAL_TOTAL_CHANGED). */
  onDecided: (request: ApprovalDetail, decision: Decision, refused: string) => void;
  /** Someone else decided it first (APPROVAL_DECIDED): the page reads it again and says why. */
  onStale: (refused: string) => void;
}

/**
 * Approve (optional note; `expectedTotal` is the total shown, so a total that moved is never approved unseen) or
 * reject (note required: the field says so and takes the focus). A refusal is shown in the reader's language and
 * the note stays.
 */
export function DecisionForm({ request, onDecided, onStale }: DecisionFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const refusalText = useRefusalText();
  const [note, setNote] = useState('');
  const [onInvoice, setOnInvoice] = useState(false);
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState<Decision | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);

  const decide = async (decision: Decision) => {
    if (busy) return;
    const checked = checkDecisionNote(decision, note, t);
    if ('error' in checked) {
      setError(checked.error);
      field.current?.focus();
      return;
    }
    setError('');
    setFailure('');
    setBusy(decision);
    try {
      const answer = decision === 'approve'
        ? await approveRequest(request.id, { ...(checked.note ? { note: checked.note } : {}), expectedTotal: request.total, ...(onInvoice ? { paymentTerms: 'invoice' as const } : {}) })
        : await rejectRequest(request.id, checked.note);
      onDecided(answer, decision, '');
    } catch (caught) {
      const refusal = approvalRefusalOf(caught);
      const text = refusalText(caught, t('approvals.decision.failed'));
      // The total moved since the page was loaded: show the request as it is now, to be decided again.
      if (refusal?.reason === 'APPROVAL_TOTAL_CHANGED' && refusal.request) onDecided(refusal.request, decision, text);
      else if (refusal?.reason === 'APPROVAL_DECIDED') onStale(text);
      else setFailure(text);
    } finally {
      setBusy(null);
    }
  };

  const errorId = `${id}-error`;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('approvals.decision.title')}</h2>
      <form className="approvals-decision" noValidate onSubmit={(event) => { event.preventDefault(); void decide('approve'); }}>
        <div className="form-field">
          <label htmlFor={id}>{t('approvals.decision.note')}</label>
          <textarea
            id={id} ref={field} rows={3} maxLength={DECISION_NOTE_MAX} value={note} onChange={(event) => setNote(event.target.value)}
            aria-invalid={error ? true : undefined} aria-describedby={[`${id}-hint`, error ? errorId : ''].filter(Boolean).join(' ')}
          />
          <p id={`${id}-hint`} className="form-hint">{t('approvals.decision.noteHint', { max: DECISION_NOTE_MAX })}</p>
          {error ? <p id={errorId} className="form-error">{error}</p> : null}
        </div>
        <InvoiceChoice groupId={request.group.id} checked={onInvoice} onChange={setOnInvoice} />
        <div className="approvals-actions">
          <button type="submit" className="button button-primary" aria-busy={busy === 'approve' || undefined}>
            {t('approvals.decision.approve', { total: formatPrice(request.total) })}
          </button>
          <button type="button" className="button button-danger" aria-busy={busy === 'reject' || undefined} onClick={() => void decide('reject')}>
            {t('approvals.decision.reject')}
          </button>
        </div>
        {failure ? <p role="alert" className="form-error">{failure}</p> : null}
      </form>
    </section>
  );
}
