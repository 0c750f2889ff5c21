import { useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { ConfirmAction } from '@labmall/shared/ui/confirm-action';
import type { ApprovalDetail } from '../api/approval-types';
import { cancelRequest } from '../api/cancel-request';
import { approvalRefusalOf } from '../api/refusal';
import { useRefusalText } from '../model/refusal-text';

/** The requester withdraws the request (asked twice); the budget's reservation is released by the server. */
interface CancelRequestProps {
  request: ApprovalDetail;
  onCancelled: (request: ApprovalDetail) => void;
  /** It was decided meanwhile (APPROVAL_DECIDED): the page reads it again and says why. */
  onStale: (refused: string) => void;
}

export function CancelRequest({ request, onCancelled, onStale }: CancelRequestProps) {
  const { t } = useTranslation();
  const refusalText = useRefusalText();
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const cancel = async () => {
    setBusy(true);
    setFailure('');
    try {
      onCancelled(await cancelRequest(request.id));
    } catch (error) {
      const text = refusalText(error, t('approvals.cancel.failed'));
      if (approvalRefusalOf(error)?.reason === 'APPROVAL_DECIDED') onStale(text);
      else setFailure(text);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-label={t('approvals.cancel.button')}>
      <ConfirmAction
        label={t('approvals.cancel.button')} question={t('approvals.cancel.question')} confirmLabel={t('approvals.cancel.confirm')}
        dismissLabel={t('approvals.cancel.keep')} busy={busy} onConfirm={() => void cancel()}
      />
      {failure ? <p role="alert" className="form-error">{failure}</p> : null}
    </section>
  );
}
