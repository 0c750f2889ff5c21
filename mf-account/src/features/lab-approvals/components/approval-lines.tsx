import { useTranslation } from '@labmall/shared/i18n/react';
import { formatPrice } from '@labmall/shared/format/currency';
import type { ApprovalDetail } from '../api/approval-types';

/** The requested lines at the request's (current) prices, hazardous goods marked, and the total the approver approves. */
export function ApprovalLines({ request }: { request: ApprovalDetail }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="approval-lines">
      <h2 id="approval-lines">{t('approvals.detail.lines')}</h2>
      <table className="approvals-table">
        <caption className="visually-hidden">{t('approvals.detail.lines')}</caption>
        <thead>
          <tr>
            <th scope="col"><span className="visually-hidden">{t('approvals.detail.image')}</span></th>
            <th scope="col">{t('approvals.detail.product')}</th>
            <th scope="col">{t('approvals.detail.quantity')}</th>
            <th scope="col">{t('approvals.detail.unitPrice')}</th>
            <th scope="col">{t('approvals.detail.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {request.lines.map((line) => (
            <tr key={line.skuId}>
              <td>{line.image ? <img className="approvals-line-image" src={line.image} alt="" width={48} height={48} /> : null}</td>
              <th scope="row">
                {line.name}
                {line.spec ? <div>{line.spec}</div> : null}
                {line.hazardous ? <div className="approvals-hazard">⚠ {t('approvals.detail.hazardous')}</div> : null}
              </th>
              <td>{line.quantity}</td>
              <td>{formatPrice(line.unitPrice)}</td>
              <td>{formatPrice(Math.round(line.unitPrice * line.quantity * 100) / 100)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="approvals-total">{t('approvals.detail.total')} <strong>{formatPrice(request.total)}</strong></p>
    </section>
  );
}
