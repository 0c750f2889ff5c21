import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import { useRequest } from '@labmall/shared/hooks/use-request';
import { getVerification } from '../api/get-verification';
import { submitVerification } from '../api/submit-verification';
import type { VerificationStanding } from '../api/verification-types';
import { refusalReason } from '../model/refusal';
import { standingState } from '../model/standing-state';
import { VerificationForm } from './verification-form';
import { VerificationStandingView } from './verification-standing';
import './lab-verification.css';

// The POST answers the new standing: shown at once, until the reload it triggers brings a newer answer.
type Sent = { answer: VerificationStanding; over: VerificationStanding | undefined };

/**
 * A lab group's institution verification (issue 32 part 5, docs/regulated-chemicals.md): every member sees where the
 * group stands; the owner sends the licence and permits, except while a submission waits for review.
 */
export function VerificationSection({ groupId, owner }: { groupId: number; owner: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const load = useCallback((signal: AbortSignal) => getVerification(groupId, signal), [groupId]);
  const { data, error, retry } = useRequest(`lab-group-verification:${groupId}`, load);
  const [sent, setSent] = useState<Sent | null>(null);
  const [notice, setNotice] = useState('');
  const [refusal, setRefusal] = useState('');
  const [renewing, setRenewing] = useState(false);
  const standing = sent && sent.over === data ? sent.answer : data;

  const save = async (body: FormData) => {
    try {
      const answer = await submitVerification(groupId, body);
      setSent({ answer, over: data });
      setRefusal('');
      setRenewing(false);
      setNotice(t('labVerification.sent'));
      heading.current?.focus();
    } catch (failure) {
      // Someone else's submission got there first: say so, and show it pending instead of a form that cannot be sent.
      if (refusalReason(failure) !== 'VERIFICATION_PENDING') throw failure;
      setRefusal(apiErrorMessage(failure, t('labVerification.sendFailed')));
      setRenewing(false);
    }
    retry();
  };

  const state = standing ? standingState(standing) : null;
  const formOpen = owner && state !== null && state !== 'pending' && (state !== 'verified' || renewing);
  return (
    <section aria-labelledby={headingId} className="lab-verification">
      <h2 id={headingId} ref={heading} tabIndex={-1}>{t('labVerification.title')}</h2>
      <p>{t('labVerification.why')}</p>
      <p role="status">{notice}</p>
      {refusal ? <p role="alert" className="form-error">{refusal}</p> : null}
      {error && !standing ? (
        <div role="alert">
          <p>{apiErrorMessage(error, t('labVerification.loadFailed'))}</p>
          <button type="button" className="button" onClick={retry}>{t('labVerification.retry')}</button>
        </div>
      ) : !standing ? (
        <p role="status">{t('common.loading')}</p>
      ) : (
        <>
          <VerificationStandingView standing={standing} owner={owner} />
          {owner && state === 'pending' ? <p>{t('labVerification.pendingOwner')}</p> : null}
          {owner && state === 'verified' && !renewing ? (
            <button type="button" className="button" onClick={() => setRenewing(true)}>{t('labVerification.renew')}</button>
          ) : null}
          {formOpen ? <VerificationForm onSave={save} onCancel={state === 'verified' ? () => setRenewing(false) : undefined} /> : null}
        </>
      )}
    </section>
  );
}
