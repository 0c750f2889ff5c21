import { useCallback, useState } from 'react';
import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import { useRequest } from '@labmall/shared/hooks/use-request';
import { useAppStore } from '@labmall/shared/store/app-store';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import type { ApprovalDetail } from '../api/approval-types';
import { getApprovalRequest } from '../api/get-approval-request';
import type { Decision } from '../model/decision-schema';
import { ApprovalDifferences } from './approval-differences';
import { ApprovalFacts } from './approval-facts';
import { ApprovalLines } from './approval-lines';
import { CancelRequest } from './cancel-request';
import { DecisionForm } from './decision-form';
import './lab-approvals.css';

/**
 * One approval request: what is asked and why, what changed when it was repriced, the decision for an approver,
 * cancel for the requester, the order once ordered. Every answer of a decision replaces what is shown.
 */
export function ApprovalPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const valid = Number.isInteger(id) && id > 0;
  const load = useCallback((signal: AbortSignal) => getApprovalRequest(id, signal), [id]);
  const { data, error, retry } = useRequest(valid ? `approval-request:${id}` : null, load);
  const [answered, setAnswered] = useState<ApprovalDetail | null>(null);
  const [notice, setNotice] = useState('');
  const myId = Number(useAppStore((s) => s.auth.user?.id));
  const back = <Link to={localize('/user/approvals')}>{t('approvals.detail.back')}</Link>;

  if (!valid || data === null) {
    return (
      <div role="alert" className="approval-page">
        <p>{t('approvals.detail.notFound')}</p>
        {back}
      </div>
    );
  }
  if (error && !data) {
    return (
      <div role="alert" className="approval-page">
        <p>{apiErrorMessage(error, t('approvals.loadFailed'))}</p>
        <button type="button" className="button" onClick={retry}>{t('approvals.retry')}</button>
      </div>
    );
  }
  const request = answered ?? data;
  if (!request) return <p role="status">{t('common.loading')}</p>;

  const onDecided = (next: ApprovalDetail, decision: Decision, refused: string) => {
    setAnswered(next);
    if (refused) setNotice(refused);
    else if (next.status === 'ordered') setNotice(t('approvals.decision.ordered', { orderNo: next.orderNo ?? '' }));
    else if (next.status === 'repriced') setNotice(t('approvals.decision.repricedNow'));
    else setNotice(decision === 'reject' ? t('approvals.decision.rejected') : '');
  };

  const onStale = (refused: string) => {
    setNotice(refused);
    setAnswered(null);
    retry();
  };

  return (
    <div className="approval-page">
      <div role="status" aria-live="polite">{notice ? <p>{notice}</p> : null}</div>
      <ApprovalFacts request={request} />
      {request.status === 'repriced' ? <ApprovalDifferences request={request} /> : null}
      <ApprovalLines request={request} />
      {request.status === 'ordered' && request.orderNo ? (
        <p>
          {/* The order is the requester's: only they can open its page (and pay it); others read its number. */}
          {request.requester.id === myId
            ? <Link to={localize(`/user/orderDetail?orderNo=${encodeURIComponent(request.orderNo)}`)}>{t('approvals.detail.viewOrder', { orderNo: request.orderNo })}</Link>
            : t('approvals.detail.orderedAs', { orderNo: request.orderNo })}
        </p>
      ) : null}
      {request.canDecide ? <DecisionForm request={request} onDecided={onDecided} onStale={onStale} /> : null}
      {request.canCancel ? (
        <CancelRequest request={request} onCancelled={(next) => { setAnswered(next); setNotice(t('approvals.cancel.done')); }} onStale={onStale} />
      ) : null}
      <p>{back}</p>
    </div>
  );
}
