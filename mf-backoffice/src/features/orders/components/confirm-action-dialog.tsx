import { useTranslation } from '@labmall/shared/i18n/react';
import { Dialog } from '../../../components/dialog';

interface ConfirmActionDialogProps {
  title: string;
  question: string;
  yes: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * "Are you sure?" before an action that moves money or stock. The first focus is on "Go back", so Enter alone never
 * confirms; while the call runs the confirm button is aria-disabled (it keeps the focus) and further clicks are ignored.
 */
export function ConfirmActionDialog({ title, question, yes, busy, error, onConfirm, onClose }: ConfirmActionDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog title={title} onClose={onClose}>
      <p>{question}</p>
      <div role="alert" className="bo-error">{error ? <p>{error}</p> : null}</div>
      <div className="bo-actions">
        <button type="button" className="button" onClick={onClose}>{t('backoffice.orders.confirm.keep')}</button>
        <button type="button" className="button button-primary" aria-disabled={busy || undefined} onClick={() => (busy ? undefined : onConfirm())}>
          {busy ? t('backoffice.orders.busy') : yes}
        </button>
      </div>
    </Dialog>
  );
}
