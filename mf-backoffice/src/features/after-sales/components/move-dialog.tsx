import { useState, type FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { Dialog } from '../../../components/dialog';
import { SaveResult } from '../../../components/form-alert';
import { readFailure } from '../../../lib/api-failure';
import type { AfterSalesDetail } from '../api/get-after-sales';
import type { AfterSalesStatus } from '../api/get-after-sales-list';
import { moveAfterSales } from '../api/move-after-sales';
import { useAfterSalesStatusText } from './after-sales-status';

interface MoveDialogProps {
  request: AfterSalesDetail;
  onMoved: (status: AfterSalesStatus) => void;
  onClose: () => void;
}

/**
 * The state change: one of the moves the server allows from here, and the note the shopper reads (required for a
 * rejection: a shopper is owed the reason). A refusal — moved meanwhile, no longer allowed — shows the server's message.
 */
export function MoveDialog({ request, onMoved, onClose }: MoveDialogProps) {
  const { t } = useTranslation();
  const statusText = useAfterSalesStatusText();
  const [to, setTo] = useState<AfterSalesStatus>(request.moves[0]!);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (to === 'rejected' && !note.trim()) {
      setError(t('backoffice.afterSales.move.noteRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await moveAfterSales(request.requestNo, request.version, to, note.trim());
      onMoved(to);
    } catch (failure) {
      setError(readFailure(failure, t('backoffice.common.saveFailed')).message);
      setBusy(false);
    }
  };

  return (
    <Dialog title={t('backoffice.afterSales.move.title', { requestNo: request.requestNo })} onClose={onClose}>
      <form className="bo-form" onSubmit={(event) => void submit(event)}>
        <fieldset>
          <legend>{t('backoffice.afterSales.move.to', { status: statusText(request.status) })}</legend>
          {request.moves.map((status) => (
            <label key={status}>
              <input type="radio" name="to" value={status} checked={to === status} onChange={() => setTo(status)} />
              {statusText(status)}
            </label>
          ))}
        </fieldset>
        <label className="bo-field">
          {t('backoffice.afterSales.move.note')}
          <textarea rows={3} maxLength={500} value={note} aria-required={to === 'rejected'} onChange={(event) => setNote(event.target.value)} />
        </label>
        <SaveResult error={error} />
        <div className="bo-actions">
          <button type="submit" className="button button-primary" disabled={busy}>{t('backoffice.afterSales.move.submit')}</button>
          <button type="button" className="button" onClick={onClose}>{t('backoffice.common.cancel')}</button>
        </div>
      </form>
    </Dialog>
  );
}
