import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatCurrency } from '@labmall/shared/format/currency';
import { errorProps, FieldError } from '../../../components/field-error';
import { SaveResult } from '../../../components/form-alert';
import { readFailure } from '../../../lib/api-failure';
import { answerQuotation } from '../api/answer-quotation';
import type { QuotationDetail } from '../api/get-quotation';
import { previewQuotation } from '../api/preview-quotation';
import { checkAnswer, chinaToday, type AnswerDraft } from '../model/answer-draft';

/**
 * The answer: a unit price per line, shipping, the last day it may be accepted, the terms. Checked here as the
 * server checks it (model/answer-draft.ts) before a preview or a send; the PDF preview opens in a new tab.
 */
export function AnswerForm({ quotation: q, onSent }: { quotation: QuotationDetail; onSent: (message: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<AnswerDraft>({ prices: {}, shipping: '0', validUntil: '', note: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'preview' | 'send' | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  useEffect(() => () => { if (previewUrl) URL.revokeObjectURL(previewUrl); }, [previewUrl]);

  const checked = () => {
    const result = checkAnswer(draft, q.lines, chinaToday());
    setErrors(result.errors);
    setFailure(result.errors.form ? t(result.errors.form) : null);
    return result.input;
  };
  const refused = (error: unknown) => {
    const read = readFailure(error, t('backoffice.common.saveFailed'), ['shipping', 'validUntil', 'note', ...q.lines.map((_, i) => `lines.${i}.unitPrice`)]);
    const line = /^lines\.(\d+)\.unitPrice$/.exec(read.field ?? '');
    const field = line ? `price.${q.lines[Number(line[1])]?.skuCode}` : read.field;
    if (field) setErrors({ [field]: read.message });
    setFailure(read.message);
  };

  const preview = async () => {
    const input = checked();
    if (!input) return;
    setBusy('preview');
    try {
      const url = URL.createObjectURL(await previewQuotation(q.quoteNo, input));
      setPreviewUrl(url);
      window.open(url, '_blank');
    } catch (error) {
      refused(error);
    } finally {
      setBusy(null);
    }
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const input = checked();
    if (!input) return;
    setBusy('send');
    try {
      await answerQuotation(q.quoteNo, q.version, input);
      onSent(t('backoffice.quotations.answer.sent', { quoteNo: q.quoteNo }));
    } catch (error) {
      refused(error);
      setBusy(null);
    }
  };

  const set = (change: Partial<AnswerDraft>) => setDraft((current) => ({ ...current, ...change }));
  const message = (field: string) => (errors[field] ? t(errors[field], { defaultValue: errors[field] }) : undefined);
  const total = checkAnswer(draft, q.lines, '0000-00-00').total;
  return (
    <form className="bo-form" aria-labelledby={`${id}-title`} onSubmit={(event) => void send(event)} noValidate>
      <h2 id={`${id}-title`}>{t('backoffice.quotations.answer.title')}</h2>
      <div className="bo-table-wrap">
        <table className="bo-table">
          <thead>
            <tr>
              <th scope="col">{t('backoffice.quotations.columns.item')}</th>
              <th scope="col">{t('backoffice.quotations.columns.quantity')}</th>
              <th scope="col">{t('backoffice.quotations.columns.listPrice')}</th>
              <th scope="col">{t('backoffice.quotations.answer.unitPrice')}</th>
            </tr>
          </thead>
          <tbody>
            {q.lines.map((line) => {
              const field = `price.${line.skuCode}`;
              return (
                <tr key={line.skuCode}>
                  <th scope="row">{line.name}<br /><small>{line.skuCode} · {line.spec}</small></th>
                  <td>{line.quantity}</td>
                  <td>{formatCurrency(line.listPrice)}</td>
                  <td>
                    <input
                      inputMode="decimal" aria-label={t('backoffice.quotations.answer.unitPriceOf', { sku: line.skuCode })}
                      value={draft.prices[line.skuCode] ?? ''} onChange={(event) => set({ prices: { ...draft.prices, [line.skuCode]: event.target.value } })}
                      {...errorProps(`${id}-${field}`, message(field))}
                    />
                    <FieldError id={`${id}-${field}`} message={message(field)} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <label className="bo-field">
        {t('backoffice.quotations.answer.shipping')}
        <input inputMode="decimal" value={draft.shipping} onChange={(event) => set({ shipping: event.target.value })} {...errorProps(`${id}-shipping`, message('shipping'))} />
      </label>
      <FieldError id={`${id}-shipping`} message={message('shipping')} />
      <label className="bo-field">
        {t('backoffice.quotations.answer.validUntil')}
        <input type="date" min={chinaToday()} value={draft.validUntil} onChange={(event) => set({ validUntil: event.target.value })} {...errorProps(`${id}-validUntil`, message('validUntil'))} />
      </label>
      <FieldError id={`${id}-validUntil`} message={message('validUntil')} />
      <label className="bo-field">
        {t('backoffice.quotations.answer.note')}
        <textarea rows={3} maxLength={500} value={draft.note} onChange={(event) => set({ note: event.target.value })} {...errorProps(`${id}-note`, message('note'))} />
      </label>
      <FieldError id={`${id}-note`} message={message('note')} />
      <p>{t('backoffice.quotations.answer.total', { total: total === undefined ? '—' : formatCurrency(total) })}</p>
      <SaveResult error={failure} />
      <div className="bo-actions">
        <button type="button" className="button" disabled={busy !== null} aria-busy={busy === 'preview' || undefined} onClick={() => void preview()}>
          {busy === 'preview' ? t('backoffice.quotations.answer.previewing') : t('backoffice.quotations.answer.preview')}
        </button>
        <button type="submit" className="button button-primary" disabled={busy !== null}>{t('backoffice.quotations.answer.send')}</button>
      </div>
      <div role="status">
        {previewUrl ? <a href={previewUrl} target="_blank" rel="noreferrer">{t('backoffice.quotations.answer.openPreview')}</a> : null}
      </div>
    </form>
  );
}
