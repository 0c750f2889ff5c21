import { useTranslation } from '@labmall/shared/i18n/react';
import { formatDateTime } from '@labmall/shared/format/date';
import { formatPrice } from '@labmall/shared/format/currency';
import type { ApprovalDetail } from '../api/approval-types';
import { useApprovalStatusText, useReasonText } from '../model/approval-texts';

/** Who asked, for which group and budget (with what it has left), why it needs approval, where it goes and how it is invoiced. */
export function ApprovalFacts({ request }: { request: ApprovalDetail }) {
  const { t, i18n } = useTranslation();
  const reasonText = useReasonText();
  const statusText = useApprovalStatusText();
  const a = request.address;
  const address = a ? [a.receiver, a.mobile, [a.province, a.city, a.district, a.detail].filter(Boolean).join(' ')].filter(Boolean).join(', ') : '';
  const invoice = request.invoice;
  const invoiceText = !invoice || invoice.type === 'none'
    ? t('accountOrders.invoice.none')
    : [invoice.type === 'special' ? t('accountOrders.invoice.special') : t('accountOrders.invoice.ordinary'), invoice.title, invoice.taxNumber].filter(Boolean).join(' · ');
  const facts: [string, string][] = [
    [t('approvals.detail.group'), request.group.name],
    [t('approvals.detail.budget'), t('approvals.detail.budgetRemaining', { code: request.budget.code, remaining: formatPrice(request.budgetRemaining) })],
    [t('approvals.detail.requester'), request.requester.name],
    [t('approvals.detail.sent'), formatDateTime(request.createdAt, i18n.language)],
    [t('approvals.detail.address'), address],
    [t('accountOrders.invoice.title'), invoiceText],
    [t('approvals.detail.note'), request.note || t('approvals.detail.noNote')],
  ];
  if (request.decidedBy) facts.push([t('approvals.detail.decidedBy'), `${request.decidedBy.name} · ${formatDateTime(request.decidedAt, i18n.language)}`]);
  if (request.decisionNote) facts.push([t('approvals.detail.decisionNote'), request.decisionNote]);
  return (
    <section aria-labelledby="approval-facts">
      <h2 id="approval-facts">
        {t('approvals.detail.title', { id: request.id })}{' '}
        <span className={`approvals-badge approvals-badge-${request.status}`}>{statusText(request.status)}</span>
      </h2>
      <dl className="approvals-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3>{t('approvals.detail.reasons')}</h3>
      <ul>
        {request.reasons.map((reason) => <li key={reason}>{reasonText(reason)}</li>)}
      </ul>
    </section>
  );
}
