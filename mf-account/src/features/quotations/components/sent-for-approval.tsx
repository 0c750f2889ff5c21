import { useEffect, useId, useRef } from 'react';
import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatPrice } from '@labmall/shared/format/currency';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import type { SentForApproval } from '../api/quotation-types';
import { useApprovalReasonText } from '../hooks/use-approval-reason-text';

/** The group's rules held the acceptance: it went to the approvers as a request; why, and where to follow it. */
export function SentForApprovalNotice({ answer }: { answer: SentForApproval }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const reasonText = useApprovalReasonText();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The accept form is gone: the keyboard and the screen reader go on from the news.
  useEffect(() => heading.current?.focus(), []);
  const request = answer.approvalRequest;
  return (
    <div className="quotation-sent" role="status" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1}>{t('approvals.checkout.sent')}</h3>
      <p>{t('quotations.group.sentText', { total: formatPrice(request.total) })}</p>
      {request.reasons.length > 0 ? (
        <>
          <p>{t('approvals.detail.reasons')}</p>
          <ul>{request.reasons.map((reason) => <li key={reason}>{reasonText(reason)}</li>)}</ul>
        </>
      ) : null}
      <p><Link to={localize(`/user/approval/${request.id}`)}>{t('approvals.checkout.open')}</Link></p>
    </div>
  );
}
