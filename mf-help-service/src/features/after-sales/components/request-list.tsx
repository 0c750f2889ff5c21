import { useTranslation } from '@labmall/shared/i18n/react';
import { formatDate } from '@labmall/shared/format/date';
import type { AfterSalesRequest } from '../api/after-sales-types';
import { StatusBadge } from './status-badge';

/** An order's after-sales requests with their status, items and the shop's note. */
export function RequestList({ requests }: { requests: AfterSalesRequest[] }) {
  const { t, i18n } = useTranslation();
  if (requests.length === 0) return null;
  return (
    <section className="hs-after-sales-requests" aria-labelledby="after-sales-requests">
      <h2 id="after-sales-requests">{t('helpService.afterSales.myRequests')}</h2>
      <ul className="help-results">
        {requests.map((r) => (
          <li key={r.requestNo} className="hs-card" data-request-no={r.requestNo}>
            <p>
              <strong>{r.requestNo}</strong> <StatusBadge status={r.status} />
            </p>
            <p>{r.typeLabel} · {r.reasonLabel} · {formatDate(r.createdAt, i18n.language)}</p>
            <p className="form-hint">{r.items.map((i) => i.name).join(', ')}</p>
            {/* The photos are served to their owner with the bearer token only, so the list names how many. */}
            {r.photos.length > 0 ? <p className="form-hint">{t('helpService.afterSales.photoCount', { count: r.photos.length })}</p> : null}
            {r.staffNote ? <p>{t('helpService.afterSales.staffNote')}: {r.staffNote}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
