import { useId, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { downloadQuotationPdf, useQuotation } from '../api/quotations-api';
import type { QuotationDetail } from '../api/quotation-types';
import { QuotationAccept } from './quotation-accept';
import { QuotationLines } from './quotation-lines';
import { QuotationStatusBadge } from './quotation-status';
import './quotations.css';

/** The delivery address picker, composed in by the page (features do not import each other). */
export type AddressPickerSlot = (props: { selectedId: number | null; onSelect: (address: { id: number }) => void }) => ReactNode;

/** One quotation (`?quoteNo=…`): facts, priced lines, totals, the PDF, and accepting it into an order. */
export function QuotationDetailView({ addressPicker }: { addressPicker: AddressPickerSlot }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const [search] = useSearchParams();
  const quoteNo = search.get('quoteNo')?.trim() ?? '';
  const [attempt, setAttempt] = useState(0);
  const { data: quotation, error, loading, retry } = useQuotation(quoteNo, attempt);
  const back = <Link to={localize('/user/quotation')}>{t('quotations.detail.back')}</Link>;

  if (error) {
    return (
      <div className="quotations-state" role="alert">
        <p>{t('quotations.detail.failed')}</p>
        <button type="button" className="button" onClick={retry}>{t('quotations.retry')}</button>
        {back}
      </div>
    );
  }
  if (loading && !quotation) {
    return (
      <div className="page-loading" role="status">
        <span className="visually-hidden">{t('quotations.loading')}</span>
        <span className="skeleton skeleton-line" />
      </div>
    );
  }
  if (!quotation) {
    return (
      <div className="quotations-state">
        <h2>{t('quotations.detail.notFound')}</h2>
        {back}
      </div>
    );
  }
  return <QuotationView quotation={quotation} back={back} addressPicker={addressPicker} onChanged={() => setAttempt((n) => n + 1)} />;
}

type ViewProps = { quotation: QuotationDetail; addressPicker: AddressPickerSlot; onChanged: () => void };

function QuotationView({ quotation: q, back, addressPicker, onChanged }: ViewProps & { back: ReactNode }) {
  const { t } = useTranslation();
  const ids = useId();
  const invoiceTypes = { none: t('checkout.invoice.none'), ordinary: t('checkout.invoice.ordinary'), special: t('checkout.invoice.special') };
  const facts: Array<[string, string]> = [
    [t('quotations.fields.institution'), q.institution],
    [t('quotations.fields.deliveryCity'), q.deliveryCity],
    [t('quotations.fields.wantedDate'), q.wantedDate],
    [t('quotations.fields.invoice'), invoiceTypes[q.invoice.type] + (q.invoice.title ? ` · ${q.invoice.title}` : '')],
    [t('quotations.detail.requestedAt'), q.createdAt.slice(0, 10)],
    ...(q.validUntil ? [[t('quotations.detail.validUntil'), q.validUntil] as [string, string]] : []),
    ...(q.note ? [[t('quotations.fields.note'), q.note] as [string, string]] : []),
    // A withdrawal's note is its reason, not the terms the price came with.
    ...(q.staffNote ? [[t(q.status === 'withdrawn' ? 'quotations.detail.withdrawnReason' : 'quotations.detail.staffNote'), q.staffNote] as [string, string]] : []),
  ];
  return (
    <div className="quotation-detail">
      <section aria-labelledby={`${ids}-overview`}>
        <h2 id={`${ids}-overview`}>
          {t('quotations.detail.number', { quoteNo: q.quoteNo })} <QuotationStatusBadge status={q.status} />
        </h2>
        {q.status === 'withdrawn' ? <p className="quotation-error" role="note">{t('quotations.detail.withdrawnNotice')}</p> : null}
        <dl className="quotation-facts">
          {facts.map(([label, value]) => (
            <div key={label}><dt>{label}</dt><dd>{value}</dd></div>
          ))}
        </dl>
      </section>
      <section aria-labelledby={`${ids}-lines`}>
        <h2 id={`${ids}-lines`}>{t('quotations.detail.lines')}</h2>
        <QuotationLines quotation={q} labelledBy={`${ids}-lines`} />
      </section>
      <QuotationActions quotation={q} addressPicker={addressPicker} onChanged={onChanged} />
      <p>{back}</p>
    </div>
  );
}

/** Download the PDF; accept (quotation-accept.tsx) while it may be; the order once it is accepted. */
function QuotationActions({ quotation: q, addressPicker, onChanged }: ViewProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const ids = useId();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');

  const download = async () => {
    setBusy(true);
    setMessage('');
    try {
      await downloadQuotationPdf(q.quoteNo);
    } catch {
      setMessage(t('quotations.detail.pdfFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${ids}-actions`}>
      <h2 id={`${ids}-actions`}>{t('quotations.detail.actions')}</h2>
      <div className="quotation-actions">
        <button type="button" className="button" onClick={() => void download()} disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('quotations.detail.downloading') : t('quotations.detail.downloadPdf')}
        </button>
        {q.orderNo ? <Link to={localize(`/user/orderDetail?orderNo=${encodeURIComponent(q.orderNo)}`)}>{t('quotations.detail.viewOrder', { orderNo: q.orderNo })}</Link> : null}
      </div>
      <p role="status" className={message ? 'quotation-error' : 'visually-hidden'}>{message}</p>
      {q.canAccept ? <QuotationAccept quotation={q} addressPicker={addressPicker} onChanged={onChanged} /> : null}
    </section>
  );
}
