import { useId, useState } from 'react';
import { Link, useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatDateTime } from '@labmall/shared/format/date';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { LoadFailed, Loading } from '../../../components/load-state';
import { SaveResult } from '../../../components/form-alert';
import { StaffFileView } from '../../../components/staff-file';
import { useAfterSales, type AfterSalesDetail } from '../api/get-after-sales';
import { MoveDialog } from './move-dialog';
import { useAfterSalesStatusText } from './after-sales-status';

/** One after-sales request (`?requestNo=`): the shopper, the lines, the photos, the history, and the state change. */
export function AfterSalesDetailView() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const statusText = useAfterSalesStatusText();
  const [search] = useSearchParams();
  const requestNo = search.get('requestNo')?.trim() ?? '';
  const [revision, setRevision] = useState(0);
  const [moving, setMoving] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const request = useAfterSales(requestNo, revision);
  const back = <Link to={localize('/backoffice/after-sales')}>{t('backoffice.afterSales.back')}</Link>;

  if (!requestNo) return <p role="alert">{t('backoffice.afterSales.notFound')} {back}</p>;
  if (request.error && !request.data) return <><LoadFailed error={request.error} onRetry={request.retry} /><p>{back}</p></>;
  if (!request.data) return <Loading />;
  const r = request.data;
  return (
    <div aria-busy={request.loading || undefined}>
      <SaveResult done={done} />
      <Overview request={r} />
      {r.moves.length > 0 ? (
        <div className="bo-actions">
          <button type="button" className="button button-primary" onClick={() => setMoving(true)}>{t('backoffice.afterSales.move.button')}</button>
        </div>
      ) : <p>{t('backoffice.afterSales.final')}</p>}
      {moving ? (
        <MoveDialog
          request={r}
          onClose={() => setMoving(false)}
          onMoved={(status) => {
            setMoving(false);
            setDone(t('backoffice.afterSales.move.done', { requestNo: r.requestNo, status: statusText(status) }));
            setRevision((n) => n + 1);
          }}
        />
      ) : null}
      <p>{back}</p>
    </div>
  );
}

function Overview({ request: r }: { request: AfterSalesDetail }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const statusText = useAfterSalesStatusText();
  const facts: Array<[string, string]> = [
    [t('backoffice.afterSales.columns.status'), statusText(r.status)],
    [t('backoffice.afterSales.columns.shopper'), `${r.buyer.nickname} · ${r.buyer.account}${r.buyer.mobile ? ` · ${r.buyer.mobile}` : ''}${r.buyer.contactEmail ? ` · ${r.buyer.contactEmail}` : ''}`],
    [t('backoffice.afterSales.order'), r.orderNo],
    [t('backoffice.afterSales.columns.type'), r.typeLabel],
    [t('backoffice.afterSales.reason'), r.reasonLabel],
    [t('backoffice.afterSales.description'), r.description || '—'],
    [t('backoffice.afterSales.staffNote'), r.staffNote || '—'],
  ];
  return (
    <>
      <section aria-labelledby={`${id}-facts`}>
        <h2 id={`${id}-facts`}>{t('backoffice.afterSales.number', { requestNo: r.requestNo })}</h2>
        <dl className="quotation-facts">{facts.map(([label, value]) => <div key={label}><dt>{label}</dt><dd>{value}</dd></div>)}</dl>
      </section>
      <section aria-labelledby={`${id}-items`}>
        <h2 id={`${id}-items`}>{t('backoffice.afterSales.items')}</h2>
        <ul>{r.items.map((item) => <li key={item.orderItemId}>{item.name} · {item.spec} × {item.quantity}</li>)}</ul>
      </section>
      <section aria-labelledby={`${id}-photos`}>
        <h2 id={`${id}-photos`}>{t('backoffice.afterSales.photos')}</h2>
        {r.photos.length === 0 ? <p>{t('backoffice.afterSales.noPhotos')}</p> : <ul className="support-photos">{r.photos.map((p) => <li key={p.id}><StaffFileView file={p} /></li>)}</ul>}
      </section>
      <section aria-labelledby={`${id}-history`}>
        <h2 id={`${id}-history`}>{t('backoffice.afterSales.history')}</h2>
        {r.history.length === 0 ? <p>{t('backoffice.afterSales.noHistory')}</p> : (
          <ol>
            {r.history.map((h) => (
              <li key={`${h.at}-${h.to}`}>
                <time dateTime={h.at}>{formatDateTime(h.at, i18n.language)}</time> · {statusText(h.from)} → {statusText(h.to)} · {h.staff}
                {h.note ? <><br />{h.note}</> : null}
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
