import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { errorProps, FieldError } from '../../../components/field-error';
import { SaveResult } from '../../../components/form-alert';
import { readFailure } from '../../../lib/api-failure';
import { chinaToday, useRegulatedClassText } from '../../../lib/regulated-class';
import { rejectSubmission, verifySubmission } from '../api/decide-verification';
import type { VerificationDetail } from '../api/get-verification';
import { checkReject, checkVerify, NOTE_MAX, verifyBody, type DecisionProblem, type PermitDraft } from '../model/decision';

interface DecisionFormProps {
  submission: VerificationDetail;
  onDecided: (detail: VerificationDetail) => void;
  /** Reads the submission again (offered after a 409: someone decided it first). */
  onReload: () => void;
}

/**
 * Verify (per submitted class: permitted, and the expiry staff checked, prefilled with the submitted one; an
 * optional note) or reject (a required note the owner reads). Checked as the server checks it; the first field
 * in error takes the focus; a refusal shows the server's message, in the reader's language.
 */
export function DecisionForm({ submission, onDecided, onReload }: DecisionFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const classText = useRegulatedClassText();
  const [decision, setDecision] = useState<'verify' | 'reject'>('verify');
  const [drafts, setDrafts] = useState<PermitDraft[]>(() => submission.permits.map((p) => ({ class: p.class, permitted: true, expiresOn: p.expiresOn })));
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<Record<string, DecisionProblem>>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ error?: string; stale?: boolean }>({});
  const form = useRef<HTMLFormElement>(null);
  const [checks, setChecks] = useState(0);
  // After a refused submit, the focus goes to the first field in error, so its message is read with it.
  useEffect(() => {
    if (checks > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [checks]);

  const problemText = (key: string) => {
    const problem = problems[key];
    return problem ? t(`backoffice.verifications.decision.problems.${problem}`, { max: NOTE_MAX }) : undefined;
  };
  const change = (cls: string, patch: Partial<PermitDraft>) => {
    setDrafts((all) => all.map((d) => (d.class === cls ? { ...d, ...patch } : d)));
    setProblems(({ [cls]: _gone, permits: _none, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = decision === 'verify' ? checkVerify(drafts, note, chinaToday()) : checkReject(note);
    setProblems(found);
    setResult({});
    if (Object.keys(found).length > 0) {
      setChecks((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      const answer = decision === 'verify'
        ? await verifySubmission(submission.id, verifyBody(drafts, note))
        : await rejectSubmission(submission.id, note.trim());
      onDecided(answer);
    } catch (failure) {
      const read = readFailure(failure, t('backoffice.common.saveFailed'));
      setResult({ error: read.message, stale: read.status === 409 });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={form} className="bo-form" aria-labelledby={`${id}-title`} onSubmit={(event) => void submit(event)} noValidate>
      <h2 id={`${id}-title`}>{t('backoffice.verifications.decision.title')}</h2>
      <fieldset>
        <legend>{t('backoffice.verifications.decision.choose')}</legend>
        {(['verify', 'reject'] as const).map((value) => (
          <label key={value}>
            <input type="radio" name="decision" value={value} checked={decision === value} onChange={() => { setDecision(value); setProblems({}); }} />
            {t(`backoffice.verifications.decision.${value}`)}
          </label>
        ))}
      </fieldset>
      {decision === 'verify' ? (
        <fieldset aria-describedby={problems.permits ? `${id}-permits` : undefined}>
          <legend>{t('backoffice.verifications.decision.permits')}</legend>
          {drafts.map((d) => (
            <div key={d.class} className="bo-filters">
              <label>
                <input
                  type="checkbox" checked={d.permitted} onChange={(event) => change(d.class, { permitted: event.target.checked })}
                  {...(problems.permits ? { 'aria-invalid': true as const } : {})}
                />
                {t('backoffice.verifications.decision.permit', { class: classText(d.class) })}
              </label>
              <label className="bo-field">
                {t('backoffice.verifications.decision.expiresOn', { class: classText(d.class) })}
                <input
                  type="date" value={d.expiresOn} disabled={!d.permitted} required={d.permitted}
                  onChange={(event) => change(d.class, { expiresOn: event.target.value })}
                  {...errorProps(`${id}-${d.class}`, problemText(d.class))}
                />
              </label>
              <FieldError id={`${id}-${d.class}`} message={problemText(d.class)} />
            </div>
          ))}
          <FieldError id={`${id}-permits`} message={problemText('permits')} />
        </fieldset>
      ) : null}
      <label className="bo-field">
        {t(decision === 'verify' ? 'backoffice.verifications.decision.noteOptional' : 'backoffice.verifications.decision.noteRequired')}
        <textarea
          rows={3} maxLength={NOTE_MAX} value={note} required={decision === 'reject'}
          onChange={(event) => { setNote(event.target.value); setProblems(({ note: _gone, ...rest }) => rest); }}
          {...errorProps(`${id}-note`, problemText('note'))}
        />
      </label>
      <FieldError id={`${id}-note`} message={problemText('note')} />
      <div className="bo-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {t(decision === 'verify' ? 'backoffice.verifications.decision.submitVerify' : 'backoffice.verifications.decision.submitReject')}
        </button>
        {result.stale ? <button type="button" className="button" onClick={onReload}>{t('backoffice.verifications.decision.reload')}</button> : null}
      </div>
      <SaveResult error={result.error} />
    </form>
  );
}
