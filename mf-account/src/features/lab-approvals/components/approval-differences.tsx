import { useTranslation } from '@labmall/shared/i18n/react';
import { formatPrice } from '@labmall/shared/format/currency';
import type { ApprovalDetail } from '../api/approval-types';
import { useProblemText } from '../model/approval-texts';

/** A repriced request: it was not ordered; what changed per line (old → new unit price, stock, problem). */
export function ApprovalDifferences({ request }: { request: ApprovalDetail }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  return (
    <section className="approvals-warning" aria-labelledby="approval-differences">
      <h2 id="approval-differences">{t('approvals.repriced.title')}</h2>
      <p>{request.canDecide ? t('approvals.repriced.approver', { total: formatPrice(request.total) }) : t('approvals.repriced.requester', { total: formatPrice(request.total) })}</p>
      {request.differences && request.differences.length > 0 ? (
        <table className="approvals-table">
          <caption>{t('approvals.repriced.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('approvals.detail.product')}</th>
              <th scope="col">{t('approvals.detail.quantity')}</th>
              <th scope="col">{t('approvals.repriced.price')}</th>
              <th scope="col">{t('approvals.repriced.stock')}</th>
              <th scope="col">{t('approvals.repriced.problem')}</th>
            </tr>
          </thead>
          <tbody>
            {request.differences.map((d) => (
              <tr key={d.skuId}>
                <th scope="row">{d.name}</th>
                <td>{d.quantity}</td>
                <td>{formatPrice(d.oldUnitPrice)} → {d.newUnitPrice === null ? '—' : formatPrice(d.newUnitPrice)}</td>
                <td>{d.stock ?? '—'}</td>
                <td>{problemText(d.problem)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
