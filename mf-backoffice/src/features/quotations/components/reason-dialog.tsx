import { useState, type FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { Dialog } from '../../../components/dialog';
import { SaveResult } from '../../../components/form-alert';
import { readFailure } from '../../../lib/api-failure';

interface ReasonDialogProps {
  title: string;
  lead: string;
  submitLabel: string;
  /** Sends the reason; rejects with the server's refusal. */
  onSubmit: (reason: string) => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
}

/** Reject or withdraw: a reason the buyer will read (required, ≤ 500 characters), then the action. */
export function ReasonDialog({ title, lead, submitLabel, onSubmit, onDone, onClose }: ReasonDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(t('backoffice.quotations.reasonRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(reason.trim());
      onDone();
    } catch (failure) {
      setError(readFailure(failure, t('backoffice.common.saveFailed')).message);
      setBusy(false);
    }
  };

  return (
    <Dialog title={title} onClose={onClose}>
      <form className="bo-form" onSubmit={(event) => void submit(event)}>
        <p>{lead}</p>
        <label className="bo-field">
          {t('backoffice.quotations.reason')}
          <textarea rows={3} maxLength={500} aria-required="true" value={reason} onChange={(event) => setReason(event.target.value)} />
        </label>
        <SaveResult error={error} />
        <div className="bo-actions">
          <button type="submit" className="button button-primary" disabled={busy}>{submitLabel}</button>
          <button type="button" className="button" onClick={onClose}>{t('backoffice.common.cancel')}</button>
        </div>
      </form>
    </Dialog>
  );
}
