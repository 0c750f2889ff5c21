import { useCallback, useState } from 'react';
import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import { formatDateTime } from '@labmall/shared/format/date';
import { formatPrice } from '@labmall/shared/format/currency';
import { useRequest } from '@labmall/shared/hooks/use-request';
import { Pager } from '@labmall/shared/ui/pager';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import type { ApprovalBox, ApprovalSummary } from '../api/approval-types';
import { getApprovalRequests } from '../api/get-approval-requests';
import { useApprovalStatusText, useReasonText } from '../model/approval-texts';

const isOpen = (request: ApprovalSummary) => request.status === 'pending' || request.status === 'repriced';
/** What still waits for a decision comes first (newest first within each part, as the API answers). */
const openFirst = (items: ApprovalSummary[]) => [...items.filter(isOpen), ...items.filter((request) => !isOpen(request))];

/** One box of requests (loading, empty, failed, or a page of them), paged in the component like the group's orders. */
export function ApprovalList({ box }: { box: ApprovalBox }) {
  const { t, i18n } = useTranslation();
  const localize = useLocalizedPath();
  const reasonText = useReasonText();
  const statusText = useApprovalStatusText();
  const [page, setPage] = useState(1);
  const load = useCallback((signal: AbortSignal) => getApprovalRequests(box, page, signal), [box, page]);
  const { data, error, loading, retry } = useRequest(`approval-requests:${box}:${page}`, load);
  const caption = box === 'toDecide' ? t('approvals.tabs.toDecide') : t('approvals.tabs.mine');

  if (error && !data) {
    return (
      <div role="alert">
        <p>{apiErrorMessage(error, t('approvals.loadFailed'))}</p>
        <button type="button" className="button" onClick={retry}>{t('approvals.retry')}</button>
      </div>
    );
  }
  if (!data) return <p role="status">{t('common.loading')}</p>;
  if (data.items.length === 0) return <p>{box === 'toDecide' ? t('approvals.list.emptyToDecide') : t('approvals.list.emptyMine')}</p>;
  return (
    <div aria-busy={loading || undefined}>
      <table className="approvals-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('approvals.list.request')}</th>
            <th scope="col">{t('approvals.list.group')}</th>
            <th scope="col">{t('approvals.list.budget')}</th>
            <th scope="col">{t('approvals.list.requester')}</th>
            <th scope="col">{t('approvals.list.reasons')}</th>
            <th scope="col">{t('approvals.list.total')}</th>
            <th scope="col">{t('approvals.list.status')}</th>
            <th scope="col">{t('approvals.list.date')}</th>
          </tr>
        </thead>
        <tbody>
          {(box === 'toDecide' ? openFirst(data.items) : data.items).map((request) => (
            <tr key={request.id}>
              <th scope="row">
                <Link to={localize(`/user/approval/${request.id}`)}>{t('approvals.list.open', { id: request.id })}</Link>
              </th>
              <td>{request.group.name}</td>
              <td>{request.budget.code}</td>
              <td>{request.requester.name}</td>
              <td>{request.reasons.map(reasonText).join('; ')}</td>
              <td>{formatPrice(request.total)}</td>
              <td><span className={`approvals-badge approvals-badge-${request.status}`}>{statusText(request.status)}</span></td>
              <td>{formatDateTime(request.createdAt, i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager className="account-pager" page={data.page} lastPage={Math.max(1, Math.ceil(data.total / data.pageSize))} total={data.total} onPage={setPage} label={t('approvals.list.pages')} />
    </div>
  );
}
