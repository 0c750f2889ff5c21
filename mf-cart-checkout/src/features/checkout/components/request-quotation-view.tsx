import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import { formatPrice } from '@labmall/shared/format/currency';
import { useRequest } from '@labmall/shared/hooks/use-request';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { checkInvoice, emptyInvoiceDraft, type InvoiceDraft, type InvoiceErrors } from '../lib/invoice-schema';
import { InvoiceField } from './invoice-field';
import { InvoiceForm } from './invoice-form';
import { previewLines, requestQuotation } from '../api/quotation-api';
import type { QuotationSource } from '../lib/quotation-source';
import './checkout.css';

const NOTE_MAX = 500;

/** Today on the shopper's calendar, YYYY-MM-DD (the date input's minimum; the server checks its own). */
const today = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

type Field = 'institution' | 'deliveryCity' | 'wantedDate';

/**
 * The request for quotation: the lines (read-only, from the cart or a product page), who buys, where and
 * when it is wanted, the checkout's invoice form and a note. Sent, it opens the new quotation.
 */
export function RequestQuotationView({ source }: { source: QuotationSource }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const ids = useId();
  const root = useRef<HTMLFormElement>(null);
  const lines = useRequest(`quotation-lines|${JSON.stringify(source)}`, (signal) => previewLines(source, signal));
  const [fields, setFields] = useState<Record<Field, string>>({ institution: '', deliveryCity: '', wantedDate: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [invoice, setInvoice] = useState<InvoiceDraft>(emptyInvoiceDraft);
  const [invoiceErrors, setInvoiceErrors] = useState<InvoiceErrors>({});
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState('');

  const set = (field: Field) => (value: string) => setFields((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const nextErrors: Partial<Record<Field, string>> = {};
    for (const field of ['institution', 'deliveryCity', 'wantedDate'] as const) {
      if (!fields[field].trim()) nextErrors[field] = t('checkout.invoice.error.required');
    }
    if (fields.wantedDate && fields.wantedDate < today()) nextErrors.wantedDate = t('quotations.request.pastDate');
    const checked = checkInvoice(invoice);
    setErrors(nextErrors);
    setInvoiceErrors('errors' in checked ? checked.errors : {});
    if (Object.keys(nextErrors).length > 0 || 'errors' in checked) {
      // After React has rendered the errors, the first wrong field takes the focus.
      setTimeout(() => root.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSending(true);
    setFailure('');
    try {
      const created = await requestQuotation(source, {
        institution: fields.institution.trim(), deliveryCity: fields.deliveryCity.trim(), wantedDate: fields.wantedDate,
        invoice: checked.invoice, note: note.trim(),
      });
      navigate(localize(`/user/quotationDetail?quoteNo=${encodeURIComponent(created.quoteNo)}`));
    } catch (error) {
      setFailure(apiErrorMessage(error, t('quotations.request.failed')));
      setSending(false);
    }
  };

  return (
    <form className="checkout" ref={root} noValidate onSubmit={(event) => void submit(event)}>
      <div className="checkout-main">
        <section className="checkout-section" aria-labelledby={`${ids}-lines`} aria-busy={lines.loading || undefined}>
          <h2 id={`${ids}-lines`}>{t('quotations.request.lines')}</h2>
          {lines.error ? (
            <div role="alert">
              <p>{apiErrorMessage(lines.error, t('quotations.request.linesFailed'))}</p>
              <button type="button" className="button" onClick={lines.retry}>{t('quotations.retry')}</button>
            </div>
          ) : !lines.data ? (
            <p role="status">{t('quotations.loading')}</p>
          ) : (
            <ul className="checkout-lines">
              {lines.data.lines.map((line) => (
                <li key={line.skuId} className="checkout-line">
                  {line.image ? <img src={line.image} alt="" width={64} height={64} loading="lazy" /> : <span className="checkout-line-image" />}
                  <div className="checkout-line-main">
                    <span className="checkout-line-name">{line.name}</span>
                    <span className="checkout-line-meta">{line.spec} · {t('checkout.lines.sku')} {line.skuCode}</span>
                  </div>
                  <dl className="checkout-line-figures">
                    <div><dt>{t('quotations.request.listPrice')}</dt><dd>{formatPrice(line.listPrice)}</dd></div>
                    <div><dt>{t('checkout.lines.quantity')}</dt><dd>{line.quantity}</dd></div>
                  </dl>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="checkout-section" aria-labelledby={`${ids}-buyer`}>
          <h2 id={`${ids}-buyer`}>{t('quotations.request.buyer')}</h2>
          <InvoiceField label={t('quotations.fields.institution')} value={fields.institution} onChange={set('institution')} error={errors.institution} required maxLength={200} autoComplete="organization" />
          <InvoiceField label={t('quotations.fields.deliveryCity')} value={fields.deliveryCity} onChange={set('deliveryCity')} error={errors.deliveryCity} required maxLength={100} autoComplete="address-level2" />
          <div className="form-field">
            <label htmlFor={`${ids}-date`}>{t('quotations.fields.wantedDate')}<span aria-hidden="true"> *</span></label>
            <input
              id={`${ids}-date`} type="date" min={today()} value={fields.wantedDate} required aria-required
              aria-invalid={errors.wantedDate ? true : undefined} aria-describedby={errors.wantedDate ? `${ids}-date-error` : undefined}
              onChange={(event) => set('wantedDate')(event.target.value)}
            />
            {errors.wantedDate ? <p id={`${ids}-date-error`} className="form-error">{errors.wantedDate}</p> : null}
          </div>
        </section>
        <InvoiceForm draft={invoice} errors={invoiceErrors} onChange={setInvoice} />
        <section className="checkout-section" aria-labelledby={`${ids}-note`}>
          <h2 id={`${ids}-note`}>{t('quotations.fields.note')}</h2>
          <div className="form-field">
            <label htmlFor={`${ids}-note-input`}>{t('quotations.request.noteLabel')}</label>
            <textarea id={`${ids}-note-input`} value={note} maxLength={NOTE_MAX} rows={3} onChange={(event) => setNote(event.target.value)} />
          </div>
        </section>
      </div>
      <aside className="checkout-side">
        <div className="checkout-submit">
          <p>{t('quotations.request.hint')}</p>
          <button type="submit" className="button button-primary" disabled={sending || !lines.data} aria-busy={sending || undefined}>
            {sending ? t('quotations.request.sending') : t('quotations.request.submit')}
          </button>
          <p role="alert" className="form-error">{failure}</p>
        </div>
      </aside>
    </form>
  );
}
