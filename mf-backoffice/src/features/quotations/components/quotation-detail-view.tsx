import { useId, useState } from 'react';
import { Link, useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatCurrency } from '@labmall/shared/format/currency';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { LoadFailed, Loading } from '../../../components/load-state';
import { SaveResult } from '../../../components/form-alert';
import { useQuotation, type QuotationDetail } from '../api/get-quotation';
import { rejectQuotation } from '../api/reject-quotation';
import { withdrawQuotation } from '../api/withdraw-quotation';
import { AnswerForm } from './answer-form';
import { QuotationHistory } from './quotation-history';
import { ReasonDialog } from './reason-dialog';
import { useQuotationStatusText } from './quotation-status';

/** One quotation (`?quoteNo=`): the request and its buyer, any answer, the history, and what staff may do now. */
export function QuotationDetailView() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const [search] = useSearchParams();
  const quoteNo = search.get('quoteNo')?.trim() ?? '';
  const [version, setVersion] = useState(0);
  const [done, setDone] = useState<string | null>(null);
  const quotation = useQuotation(quoteNo, version);
  const back = <Link to={localize('/backoffice/quotations')}>{t('backoffice.quotations.back')}</Link>;
  const changed = (message: string) => {
    setDone(message);
    setVersion((n) => n + 1);
  };

  if (!quoteNo) return <p role="alert">{t('backoffice.quotations.notFound')} {back}</p>;
  if (quotation.error && !quotation.data) return <><LoadFailed error={quotation.error} onRetry={quotation.retry} /><p>{back}</p></>;
  if (!quotation.data) return <Loading />;
  return (
    <div aria-busy={quotation.loading || undefined}>
      <SaveResult done={done} />
      <Overview quotation={quotation.data} />
      {quotation.data.actions.includes('answer') ? <AnswerForm key={quotation.data.quoteNo} quotation={quotation.data} onSent={changed} /> : null}
      <Actions quotation={quotation.data} onChanged={changed} />
      <p>{back}</p>
    </div>
  );
}

function Overview({ quotation: q }: { quotation: QuotationDetail }) {
  const { t } = useTranslation();
  const id = useId();
  const statusText = useQuotationStatusText();
  const invoice = { none: t('checkout.invoice.none'), ordinary: t('checkout.invoice.ordinary'), special: t('checkout.invoice.special') }[q.invoice.type];
  const facts: Array<[string, string]> = [
    [t('backoffice.quotations.columns.status'), statusText(q.status)],
    [t('backoffice.quotations.buyer'), `${q.buyer.nickname} · ${q.buyer.account}${q.buyer.mobile ? ` · ${q.buyer.mobile}` : ''}`],
    [t('quotations.fields.institution'), q.institution],
    [t('quotations.fields.deliveryCity'), q.deliveryCity],
    [t('quotations.fields.wantedDate'), q.wantedDate],
    [t('quotations.fields.invoice'), invoice + (q.invoice.title ? ` · ${q.invoice.title}` : '')],
    [t('quotations.fields.note'), q.note || '—'],
    ...(q.totalAmount !== null ? [[t('backoffice.quotations.columns.total'), `${formatCurrency(q.totalAmount)} (${t('backoffice.quotations.answer.shipping')} ${formatCurrency(q.shippingAmount)})`] as [string, string]] : []),
    ...(q.validUntil ? [[t('backoffice.quotations.answer.validUntil'), q.validUntil] as [string, string]] : []),
    ...(q.staffNote ? [[t('backoffice.quotations.staffNote'), q.staffNote] as [string, string]] : []),
    ...(q.orderNo ? [[t('backoffice.quotations.order'), q.orderNo] as [string, string]] : []),
  ];
  return (
    <>
      <section aria-labelledby={`${id}-facts`}>
        <h2 id={`${id}-facts`}>{t('backoffice.quotations.number', { quoteNo: q.quoteNo })}</h2>
        <dl className="quotation-facts">{facts.map(([label, value]) => <div key={label}><dt>{label}</dt><dd>{value}</dd></div>)}</dl>
      </section>
      {q.actions.includes('answer') ? null : (
        <section aria-labelledby={`${id}-lines`}>
          <h2 id={`${id}-lines`}>{t('backoffice.quotations.lines')}</h2>
          <table className="bo-table">
            <thead><tr>{['item', 'quantity', 'listPrice', 'unitPrice'].map((c) => <th key={c} scope="col">{t(`backoffice.quotations.columns.${c}`)}</th>)}</tr></thead>
            <tbody>
              {q.lines.map((line) => (
                <tr key={line.skuCode}>
                  <th scope="row">{line.name}<br /><small>{line.skuCode} · {line.spec}</small></th>
                  <td>{line.quantity}</td><td>{formatCurrency(line.listPrice)}</td><td>{line.unitPrice === null ? '—' : formatCurrency(line.unitPrice)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <section aria-labelledby={`${id}-history`}>
        <h2 id={`${id}-history`}>{t('backoffice.quotations.history')}</h2>
        <QuotationHistory history={q.history} />
      </section>
    </>
  );
}

/** Reject (a request) or withdraw (a quoted price), each through a dialog asking the reason the buyer will read. */
function Actions({ quotation: q, onChanged }: { quotation: QuotationDetail; onChanged: (message: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'reject' | 'withdraw' | null>(null);
  const can = (action: 'reject' | 'withdraw') => q.actions.includes(action);
  if (!can('reject') && !can('withdraw')) return null;
  const action = open === 'reject' ? rejectQuotation : withdrawQuotation;
  return (
    <div className="bo-actions">
      {can('reject') ? <button type="button" className="button button-danger" onClick={() => setOpen('reject')}>{t('backoffice.quotations.reject.button')}</button> : null}
      {can('withdraw') ? <button type="button" className="button button-danger" onClick={() => setOpen('withdraw')}>{t('backoffice.quotations.withdraw.button')}</button> : null}
      {open ? (
        <ReasonDialog
          title={t(`backoffice.quotations.${open}.title`, { quoteNo: q.quoteNo })}
          lead={t(`backoffice.quotations.${open}.lead`)}
          submitLabel={t(`backoffice.quotations.${open}.submit`)}
          onSubmit={(reason) => action(q.quoteNo, q.version, reason)}
          onDone={() => {
            setOpen(null);
            onChanged(t(`backoffice.quotations.${open}.done`, { quoteNo: q.quoteNo }));
          }}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}
